import type { City } from "../types";
import { calWaterBearGulch, pgeElectric, pgeGas } from "../utilities";

const city: City = {
  id: "atherton",
  name: "Atherton",
  state: "CA",
  stateSlug: "ca",
  region: "Peninsula",
  slug: "atherton",
  updated: "2026-11-21",
  coordinates: { lat: 37.4613, lng: -122.1975 },
  image: "/images/cities/atherton-card.webp",
  heroImage: "/images/cities/atherton-hero.webp",
  climate:
    "Warm, sheltered mid-Peninsula climate under a dense tree canopy, with dry summers, mild winters and little fog.",
  climateFactors: {
    humidity: "Moderate; drier in summer, damp under heavy canopy in winter",
    temperature: "Summer highs in the low to mid-80s; winter lows in the upper 30s",
    airQuality: "Heavy oak and redwood pollen, estate construction dust and occasional wildfire smoke",
    commonIssues: [
      "Canopy debris: Oak catkins and leaves clog intake grilles and rooftop dryer caps.",
      "Construction dust: Ongoing estate rebuilds on neighboring lots send fine dust across town.",
      "Below-grade moisture: New basements and wine rooms keep nearby ducts cooler and damper than the rest of the house.",
    ],
  },
  commonIssues: [
    "Several HVAC systems per property",
    "Dusty ERV and HRV cores",
    "Multiple laundry rooms with long dryer runs",
    "Pollen and leaf litter in intakes",
  ],
  neighborhoods: [
    "West Atherton",
    "Lindenwood",
    "West of Alameda",
    "Atherton Oaks",
    "Lloyden Park",
    "Central Atherton",
    "Fair Oaks",
    "Selby Lane",
  ],
  zipCodes: ["94027"],
  landmarks: [
    "Holbrook-Palmer Park",
    "Menlo Circus Club",
    "Menlo-Atherton High School",
    "Sacred Heart Schools",
    "Atherton Town Center",
  ],
  regulations: {
    permitRequired: false,
    description:
      "Atherton does not require a permit for cleaning ducts or dryer vents; new or replaced HVAC equipment and ductwork are permitted through the Town of Atherton Building Department.",
  },
  utilities: {
    electric: pgeElectric,
    gas: pgeGas,
    water: calWaterBearGulch,
  },
  localKeywords: [
    "air duct cleaning Atherton",
    "dryer vent cleaning Atherton",
    "estate HVAC duct cleaning Atherton",
    "ERV cleaning Atherton",
    "duct cleaning Lindenwood",
  ],
  metaDescription:
    "Estates with four or more HVAC systems, ERVs and several laundry rooms are routine for us in Atherton, as are 1950s Lindenwood ranch homes under heritage oaks.",
  population: 7188,
  medianIncome: 250000,
  intro: [
    "Atherton's houses are large, and they keep getting larger. Gilded Age estates, 1920s country homes and post-war ranches in Lindenwood share the town with new residences that routinely pass ten thousand square feet, set on lots of an acre or more beneath protected oaks. A single property may include a main house, a guest house, a pool house and a basement, each with its own heating and cooling, so duct cleaning here is less a single visit than a survey of several systems.",
    "Modern estates bring mechanical rooms full of equipment: multiple furnaces or air handlers, heat recovery ventilators, humidifiers and high-efficiency filter cabinets. Those systems perform well when maintained, but they also offer more places for dust to gather, from ERV cores to long supply trunks feeding rooms on three levels. Basements, now common in rebuilds, add below-grade ducts that can pick up moisture. We document each system and its filters so owners and house managers know exactly what was cleaned.",
    "Outdoors, Atherton is a forest by design. Heritage oaks, redwoods and sycamores shed pollen, catkins and leaves onto roofs and into intake grilles, and near-constant construction on neighboring estates adds dust that drifts for blocks. Laundry is rarely in just one place: a main laundry room, a second upstairs and another in a guest cottage each have a dryer duct, and the longest runs often climb through two floors to a roof cap. Every one of them deserves the same attention.",
  ],
  localChallenges: [
    {
      title: "Many systems, one property",
      text: "Atherton estates often run four or more air handlers across a main house, guest house and basement. Each needs its own inspection and cleaning, and filters of different sizes are easy to lose track of without a written record.",
    },
    {
      title: "Ventilation equipment",
      text: "Newer homes rely on heat and energy recovery ventilators to bring fresh air into tight buildings. Their cores and filters collect pollen and dust, lose efficiency when neglected and are often skipped during routine service.",
    },
    {
      title: "Protected trees overhead",
      text: "The town's heritage tree rules keep mature oaks and redwoods close to houses. That canopy is beautiful, but it drops pollen and debris into roof caps and intake grilles, and dryer caps under branches clog quickly.",
    },
  ],
};

export default city;
