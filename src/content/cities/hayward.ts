import type { City } from "../types";
import { pgeElectricLongName, pgeGasLongName } from "../utilities";

const city: City = {
  id: "hay",
  name: "Hayward",
  state: "CA",
  stateSlug: "ca",
  region: "East Bay",
  slug: "hayward",
  updated: "2026-11-21",
  coordinates: { lat: 37.6688, lng: -122.0808 },
  image: "/images/cities/hayward-card.webp",
  heroImage: "/images/cities/hayward-hero.webp",
  climate:
    "Temperate flatlands cooled by marine air that blows in across the San Mateo Bridge each afternoon, with sunnier, drier slopes rising toward the East Bay hills.",
  climateFactors: {
    humidity: "Moderate; cool marine air in the flats",
    temperature: "Summer highs in the 70s-80s, winter lows in the 40s",
    airQuality: "I-880 and Highway 92 truck traffic, industrial dust, hillside pollen",
    commonIssues: [
      "Fault creep: slow ground movement along the Hayward Fault can loosen duct joints in crawl spaces.",
      "Truck traffic: diesel soot from 880, 92 and the industrial district collects on grilles and filters.",
      "Bay winds: afternoon westerlies push dust and moisture into vents on the west side.",
    ],
  },
  commonIssues: [
    "Loose duct joints from ground movement",
    "Diesel soot near 880 and the industrial district",
    "Crawl-space ducts in postwar tracts",
    "Second-floor dryer vents in Eden Shores",
  ],
  neighborhoods: [
    "Downtown Hayward",
    "Prospect Hill",
    "Upper B Street",
    "Hayward Highlands",
    "Mt. Eden",
    "Eden Shores",
    "Southgate",
    "Fairway Park",
    "Schafer Park",
    "Glen Eden",
    "Tennyson-Alquire",
    "Jackson Triangle",
    "Harder-Tennyson",
    "Burbank",
  ],
  zipCodes: ["94541", "94542", "94544", "94545"],
  landmarks: [
    "Hayward Japanese Gardens",
    "California State University, East Bay",
    "Hayward Regional Shoreline",
    "Garin and Dry Creek Pioneer Regional Parks",
    "Hayward Executive Airport",
  ],
  regulations: {
    permitRequired: false,
    description:
      "Residential duct cleaning needs no city permit; furnace replacement or duct alterations require a mechanical permit from the City of Hayward Building Division.",
  },
  utilities: {
    electric: pgeElectricLongName,
    gas: pgeGasLongName,
    water: {
      name: "City of Hayward Water System",
      phone: "(510) 583-4600",
      website: "https://www.hayward-ca.gov",
      emergencyPhone: "(510) 293-7000",
    },
  },
  localKeywords: [
    "air duct cleaning Hayward",
    "dryer vent cleaning Hayward",
    "duct cleaning Hayward Highlands",
    "dryer vent cleaning Eden Shores",
    "crawl space duct inspection Hayward",
  ],
  metaDescription:
    "Hayward air duct and dryer vent cleaning for postwar tract homes, hillside houses near the fault and Eden Shores two-stories facing freeway soot and bay wind.",
  population: 162954,
  medianIncome: 106500,
  intro: [
    "Hayward straddles one of the most closely watched faults in California. The Hayward Fault creeps slowly through the city, visibly bending curbs and walls downtown, and that steady movement works on every house built near its trace. Most homes here date from the postwar boom, from 1940s and 1950s tracts in neighborhoods like Schafer Park and Jackson Triangle to hillside homes below Cal State East Bay. Eden Shores and other newer subdivisions near the bay add two-story houses from the 2000s.",
    "Hayward's air arrives from several directions at once. Westerly winds off the bay and across the San Mateo Bridge bring cool, moist air to the flats each afternoon. Interstate 880, Highway 92 and the industrial district west of the railroad carry constant truck traffic, adding diesel soot and road dust. The hills above are warmer and drier, with grassland that burns in some summers and pollen that fills the air each spring.",
    "Ground movement and settling soil can pull duct joints apart over time, especially in the crawl spaces of older homes, so we look for separated or damaged sections before cleaning and tell owners exactly what turned up. In the tract neighborhoods near the freeway, soot on the return side gets extra attention. Newer two-story homes mean long runs and an upstairs laundry vent, and where the hills meet the flats some older houses have a mix of crawl-space and attic ducts.",
  ],
  localChallenges: [
    {
      title: "Living on the fault",
      text: "Creep along the Hayward Fault slowly shifts foundations near its trace. Over the years that movement can pull duct joints apart under the floor, so crawl-space connections are inspected and any separations are reported before cleaning.",
    },
    {
      title: "Diesel near the freeway",
      text: "Neighborhoods close to Interstate 880 and the west-side industrial area collect fine black soot on returns and furniture. Cleaning the return side thoroughly and upgrading to a higher-rated filter can cut it down noticeably.",
    },
    {
      title: "Postwar tract homes",
      text: "Many 1940s and 1950s houses in Schafer Park and Burbank have small furnaces and narrow ducts nobody has opened since the Truman years. Decades of buildup choke the airflow, and a full cleaning often brings warmth back to the rear bedrooms.",
    },
    {
      title: "Eden Shores two-stories",
      text: "Newer homes near the shoreline have upstairs laundry rooms with dryer vents running through the attic or an exterior wall. Bay wind can push the damper open and let moisture in, so the termination is checked on every visit.",
    },
  ],
};

export default city;
