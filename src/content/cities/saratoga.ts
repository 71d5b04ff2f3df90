import type { City } from "../types";
import { pgeElectricWithOutageLine, pgeGasShortPrograms, sanJoseWater } from "../utilities";

const city: City = {
  id: "sara",
  name: "Saratoga",
  state: "CA",
  stateSlug: "ca",
  region: "South Bay",
  slug: "saratoga",
  updated: "2026-11-21",
  coordinates: { lat: 37.2638, lng: -122.023 },
  image: "/images/cities/saratoga-card.webp",
  heroImage: "/images/cities/saratoga-hero.webp",
  climate:
    "Saratoga lies against the foothills of the Santa Cruz Mountains, with warm, dry summers, cool nights, more winter rain than the valley floor and a wildland edge on its western side.",
  climateFactors: {
    humidity: "Low in summer; damper on shaded hillside lots in winter",
    temperature: "Summer highs in the mid-80s, cool nights, occasional winter frost",
    airQuality:
      "Wildfire smoke from the mountains, oak and garden pollen, traffic mostly along Saratoga Avenue and Highway 85",
    commonIssues: [
      "Foothill smoke: Homes near the wildland edge take in smoke and ash during mountain fires, leaving residue and odor in ducts.",
      "Oak and garden pollen: Mature oaks and large landscaped lots load return filters heavily in spring.",
      "Hillside moisture: Shaded lots in the hills stay damp through winter, and crawl-space ducts there can pick up musty odors.",
    ],
  },
  commonIssues: [
    "Several HVAC systems in one large home",
    "Smoke residue near the foothills",
    "Very long dryer runs from central laundry rooms",
    "Crawl-space ducts on sloped lots",
    "Pollen-heavy returns in spring",
  ],
  neighborhoods: [
    "Saratoga Village",
    "Golden Triangle",
    "Saratoga Woods",
    "Brookview",
    "Quito",
    "Congress Springs",
    "Mount Eden",
    "Saratoga Heights",
    "Argonaut",
    "Prospect",
  ],
  zipCodes: ["95070"],
  landmarks: [
    "Montalvo Arts Center",
    "Hakone Estate and Gardens",
    "The Mountain Winery",
    "Big Basin Way",
    "Sanborn County Park",
    "West Valley College",
  ],
  regulations: {
    permitRequired: false,
    description:
      "Saratoga treats duct and dryer vent cleaning as maintenance with no permit needed; replacing HVAC equipment or ductwork requires a mechanical permit from the City of Saratoga Building Division.",
  },
  utilities: {
    electric: pgeElectricWithOutageLine,
    gas: pgeGasShortPrograms,
    water: sanJoseWater,
  },
  localKeywords: [
    "air duct cleaning Saratoga CA",
    "dryer vent cleaning Saratoga",
    "multi-zone duct cleaning Saratoga",
    "duct cleaning Golden Triangle Saratoga",
    "air duct cleaning 95070",
  ],
  metaDescription:
    "Saratoga duct and dryer vent cleaning for large multi-system homes, long interior dryer runs and foothill houses in Saratoga Heights exposed to wildfire smoke.",
  population: 31051,
  medianIncome: 241348,
  intro: [
    "Saratoga is a town of large lots and large homes. The flatter neighborhoods, such as the Golden Triangle, Brookview and Saratoga Woods, filled with ranch homes and split-levels in the 1950s and 60s, and many have since been remodeled or rebuilt entirely. In the hills above Saratoga Village, along Mount Eden Road and in Saratoga Heights, custom houses spread across acre-plus lots with multiple wings, several furnaces and duct runs that can stretch remarkably far from the equipment.",
    "Size brings its own maintenance issues. A house with three systems has three sets of returns and filters to forget, and a long run to a far bedroom wing may barely move air if a flex section has sagged. Laundry rooms in these homes are often in the middle of the house, so the dryer exhaust travels a long, turning path to the outside. Rebuilt homes sometimes connect new equipment to original ducts that were never sized for it.",
    "Being at the edge of the foothills means smoke in bad fire years, oak pollen every spring and winter dampness on the shaded slopes. When we clean in Saratoga we plan around the size of the house: each system gets cleaned in turn, dryer runs are measured against the manufacturer's maximum length, and crawl spaces on sloped lots are checked for moisture, rodent damage and loose connections before the work starts.",
  ],
  localChallenges: [
    {
      title: "Multi-system homes",
      text: "Large Saratoga homes often have two to four furnaces or air handlers, each with its own hidden returns. We clean every system and label filter locations so upkeep between visits is easier for the household.",
    },
    {
      title: "Long dryer runs",
      text: "Interior laundry rooms in custom homes can vent through forty feet of duct or more. We clean the full path, check airflow at the exterior hood and recommend a listed booster fan where the run is simply too long.",
    },
    {
      title: "Foothill smoke exposure",
      text: "Homes near the wildland edge along Mount Eden Road and in Saratoga Heights pull in smoke and ash during fires. Cleaning supply and return trunks removes the residue behind that lingering campfire odor.",
    },
  ],
};

export default city;
