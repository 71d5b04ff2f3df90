import type { City } from "../types";
import { pgeElectric, pgeGas } from "../utilities";

const city: City = {
  id: "menlo",
  name: "Menlo Park",
  state: "CA",
  stateSlug: "ca",
  region: "Peninsula",
  slug: "menlo-park",
  updated: "2026-11-21",
  coordinates: { lat: 37.4529, lng: -122.1817 },
  image: "/images/cities/menlo-park-card.webp",
  heroImage: "/images/cities/menlo-park-hero.webp",
  climate:
    "Mild, sunny mid-Peninsula climate with warm summers, cool winter nights, bay breezes on the east side and creek-side dampness in the Willows.",
  climateFactors: {
    humidity: "Moderate; higher near the bay and along San Francisquito Creek",
    temperature: "Summer highs in the high 70s to 80s; winter lows in the upper 30s to low 40s",
    airQuality:
      "Traffic exhaust from Highway 101 and Bayfront Expressway, spring oak pollen and occasional wildfire smoke",
    commonIssues: [
      "Creek-side moisture: Crawl spaces near San Francisquito Creek stay damp after winter storms and past floods.",
      "Bay wind: Afternoon breezes carry marsh grit and highway soot into Belle Haven homes.",
      "Oak pollen: Heritage oaks in Central Menlo and Allied Arts coat filters and roof caps every spring.",
    ],
  },
  commonIssues: [
    "Damp crawl-space ducts near the creek",
    "Highway soot in east-side homes",
    "Overheated attic air handlers in rebuilds",
    "Long interior dryer runs in new apartments",
  ],
  neighborhoods: [
    "Allied Arts",
    "Felton Gables",
    "Central Menlo",
    "Linfield Oaks",
    "The Willows",
    "Belle Haven",
    "Sharon Heights",
    "Suburban Park",
    "Lorelei Manor",
    "Vintage Oaks",
    "Park Forest",
    "Downtown Menlo Park",
  ],
  zipCodes: ["94025", "94026"],
  landmarks: [
    "Menlo Park Caltrain Station",
    "Allied Arts Guild",
    "Bedwell Bayfront Park",
    "Burgess Park",
    "Meta headquarters campus",
    "Sharon Heights Golf and Country Club",
  ],
  regulations: {
    permitRequired: false,
    description:
      "Menlo Park requires no permit for duct or dryer vent cleaning; furnace or air handler replacement and duct alterations need a mechanical permit from the City of Menlo Park Building Division.",
  },
  utilities: {
    electric: pgeElectric,
    gas: pgeGas,
    water: {
      name: "Menlo Park Municipal Water",
      phone: "844-463-6567",
      website: "https://menlopark.gov",
      emergencyPhone: "650-330-6300",
    },
  },
  localKeywords: [
    "air duct cleaning Menlo Park",
    "dryer vent cleaning Menlo Park",
    "duct cleaning the Willows Menlo Park",
    "dryer vent cleaning Sharon Heights",
    "crawl space duct cleaning Menlo Park",
  ],
  metaDescription:
    "Menlo Park duct and dryer vent cleaning from the Willows to Sharon Heights: damp creek-side crawl spaces, Belle Haven freeway soot and hot attic air handlers.",
  population: 33780,
  medianIncome: 210000,
  intro: [
    "Menlo Park changes character every few blocks. The Willows and Allied Arts hold 1920s and 1930s cottages and Spanish Revival homes, many raised over crawl spaces near San Francisquito Creek, while Belle Haven east of Highway 101 is a grid of modest 1950s tract houses close to the bay. Sharon Heights, up toward Interstate 280, brings 1960s and 1970s custom homes and condominiums on sloping lots. Each area has its own duct layouts, and a single approach rarely fits them all.",
    "Water is the thread that ties many of these homes together. The Willows and nearby blocks flood when the creek overtops its banks, as it did in 1998, and crawl spaces that took on water can keep ducts damp long afterward. Near the bay, Belle Haven breathes marsh air and traffic from Bayfront Expressway, and afternoon wind off the water pushes fine grit through older window frames and into return grilles. Inland, heritage oaks shed pollen and leaves across every roof.",
    "Newer construction adds its own problems. Apartment and condominium projects along El Camino Real and around downtown put laundries in interior closets with long ceiling runs to an outside wall, and single-family rebuilds in Central Menlo and Allied Arts tuck air handlers into attics that overheat in summer. We match the method to the house: careful hand access in tight crawl spaces, full-length brushing on long dryer ducts and sealing at the connections that leak the most.",
  ],
  localChallenges: [
    {
      title: "Flood-zone crawl spaces",
      text: "Parts of the Willows and nearby blocks lie in the San Francisquito Creek floodplain. Ducts under homes that once took on water can hold silt and moisture, so we inspect for damage and lingering odor before we start cleaning.",
    },
    {
      title: "East of 101",
      text: "Belle Haven sits between Highway 101, Bayfront Expressway and the bay. Traffic and wind bring fine dark dust indoors, and older tract homes with leaky returns draw much of it straight into the system.",
    },
    {
      title: "Remodels on small lots",
      text: "Additions and rebuilds in Central Menlo and Allied Arts often extend old duct systems instead of replacing them. Spliced runs, crushed flex and mismatched returns leave rooms uneven and trap dust where the branches meet.",
    },
  ],
};

export default city;
