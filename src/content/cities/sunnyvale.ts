import type { City } from "../types";
import { pgeElectricLongName, pgeGasLongName } from "../utilities";

const city: City = {
  id: "sunny",
  name: "Sunnyvale",
  state: "CA",
  stateSlug: "ca",
  region: "Silicon Valley",
  slug: "sunnyvale",
  updated: "2026-11-21",
  coordinates: { lat: 37.3688, lng: -122.0363 },
  image: "/images/cities/sunnyvale-card.webp",
  heroImage: "/images/cities/sunnyvale-hero.webp",
  climate:
    "Pleasant South Bay climate with warm, dry summers, mild winters and bay breezes reaching the northern neighborhoods most afternoons.",
  climateFactors: {
    humidity: "Moderate; slightly higher near the bay",
    temperature: "Summer highs around 80, winter lows in the upper 30s-40s",
    airQuality: "Expressway and highway traffic, street-tree pollen, seasonal smoke",
    commonIssues: [
      "Street-tree pollen: mature trees in the postwar tracts release heavy pollen each spring, coating grilles and filters.",
      "Expressway dust: homes along Central, Lawrence and 237 collect fine traffic dust faster.",
      "North-side breezes: bay winds press against dryer hoods, holding dampers open and letting debris in.",
    ],
  },
  commonIssues: [
    "Decades of dust in original sheet-metal ducts",
    "Roof-penetrating dryer exhaust on Eichlers",
    "Stuck dampers on wind-facing dryer hoods",
    "Long dryer runs in new townhomes",
  ],
  neighborhoods: [
    "Cherry Chase",
    "Ponderosa Park",
    "Birdland",
    "Lakewood Village",
    "Heritage District",
    "Raynor Park",
    "Ortega Park",
    "Washington Park",
    "Serra Park",
    "Cumberland",
    "Fair Oaks",
    "Downtown Sunnyvale",
  ],
  zipCodes: ["94085", "94086", "94087", "94089"],
  landmarks: [
    "Historic Murphy Avenue",
    "Sunnyvale Heritage Park Museum",
    "Baylands Park",
    "Las Palmas Park",
    "Sunnyvale Community Center",
  ],
  regulations: {
    permitRequired: false,
    description:
      "Residential duct cleaning needs no city permit; furnace replacement or duct alterations require a mechanical permit from Sunnyvale's Building Safety Division.",
  },
  utilities: {
    electric: pgeElectricLongName,
    gas: pgeGasLongName,
    water: {
      name: "City of Sunnyvale Utilities",
      phone: "(408) 730-7400",
      website: "https://www.sunnyvale.ca.gov",
      emergencyPhone: "(408) 730-7400",
    },
  },
  localKeywords: [
    "air duct cleaning Sunnyvale",
    "dryer vent cleaning Sunnyvale",
    "duct cleaning Cherry Chase",
    "Eichler dryer vent cleaning Sunnyvale",
    "dryer vent cleaning Lakewood Village",
  ],
  metaDescription:
    "Sunnyvale air duct and dryer vent cleaning for Lockheed-era ranch homes, Eichler roof vents and new townhomes, plus bay breezes and heavy street-tree pollen.",
  population: 155805,
  medianIncome: 170000,
  intro: [
    "Sunnyvale's suburbs arrived with the aerospace boom. After Lockheed set up its missiles and space division beside Moffett Field in the 1950s, orchards were cleared for thousands of single-story homes in Cherry Chase, Ponderosa Park, Birdland and Lakewood Village. Several tracts came from Joseph Eichler, with flat roofs and walls of glass. The Heritage District near Murphy Avenue preserves older bungalows from the city's cannery days, and mid-rise apartments and townhomes now line El Camino Real, Mathilda Avenue and the blocks around the downtown Caltrain station.",
    "Weather here is reliably pleasant, so systems see moderate but steady use all year. Breezes off the bay reach the northern neighborhoods most afternoons, while the southern edge toward Cupertino runs a little warmer. Traffic on Highways 101, 237 and 85, Central Expressway and Lawrence Expressway adds fine dust, and the mature street trees planted in the postwar tracts shed a great deal of pollen in spring. Wildfire smoke from the hills to the west and south visits in bad seasons.",
    "Ranch homes from the Lockheed era often still have their original sheet-metal ducts, sturdy pipes that have quietly gathered decades of dust, pet hair and debris. Those get cleaned end to end, with boots and registers checked for gaps. For Eichler owners the focus usually shifts to the laundry exhaust that pierces the flat roof. In Lakewood Village and other north-side neighborhoods close to the bay, dryer hoods that face the wind are checked for flaps stuck open.",
  ],
  localChallenges: [
    {
      title: "Lockheed-era ranch homes",
      text: "Homes built in the late 1950s and 1960s often still breathe through their factory-installed ducts, untouched since Eisenhower. The metal is sturdy, but the dust, pet hair and debris inside can be thick, and it has to come out of every branch.",
    },
    {
      title: "Eichler tracts",
      text: "Sunnyvale's Eichlers have flat roofs and little interior space for ducts. Many rely on radiant heat, so owners mainly need the laundry exhaust cleared, including the rooftop cap where lint and nests collect.",
    },
    {
      title: "New townhomes and apartments",
      text: "Recent buildings along El Camino Real and near downtown route dryer exhaust through long, hidden paths. The full length is cleaned, and airflow is verified at the exterior termination before we leave.",
    },
    {
      title: "Heritage District bungalows",
      text: "Older homes near Murphy Avenue may still have floor furnaces or crawl-space ducts. Mouse trails and runs that have slipped off their collars are common in houses of that age, so those come first.",
    },
  ],
};

export default city;
