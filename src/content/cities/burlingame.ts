import type { City } from "../types";
import { pgeElectricWithOutageLine, pgeGasShortPrograms } from "../utilities";

const city: City = {
  id: "burl",
  name: "Burlingame",
  state: "CA",
  stateSlug: "ca",
  region: "Peninsula",
  slug: "burlingame",
  updated: "2026-11-21",
  coordinates: { lat: 37.5841, lng: -122.3661 },
  image: "/images/cities/burlingame-card.webp",
  heroImage: "/images/cities/burlingame-hero.webp",
  climate:
    "Burlingame has a mild, marine-influenced climate: cool summers with afternoon bay wind, occasional fog drifting down from the San Bruno Gap, and gentle, rainy winters.",
  climateFactors: {
    humidity: "Moderate to high, especially on foggy mornings near the bay",
    temperature: "Summer highs around 70 to 75, winter lows in the low 40s",
    airQuality: "SFO flight paths to the north, Highway 101 traffic, and pollen from a dense street-tree canopy",
    commonIssues: [
      "Eucalyptus and tree pollen: Burlingame's street canopy, including its historic eucalyptus groves, sheds pollen, oils and leaf debris that collect at returns.",
      "Airport soot: Homes east of El Camino and near the bayfront sit close to SFO's flight paths and 101, picking up fine exhaust residue.",
      "Marine damp: Fog and bay air keep crawl spaces and basement ducts in older homes cool and slightly humid.",
    ],
  },
  commonIssues: [
    "Gravity-era ducts in 1910s and 20s homes",
    "Basement ducts with old insulation wrap",
    "Tree pollen buildup at returns",
    "Long dryer runs in downtown apartments",
    "Soot on registers near Highway 101",
  ],
  neighborhoods: [
    "Downtown Burlingame",
    "Broadway",
    "Burlingame Park",
    "Easton Addition",
    "Ray Park",
    "Mills Estate",
    "Lyon Hoag",
    "Burlingame Gardens",
  ],
  zipCodes: ["94010"],
  landmarks: [
    "Burlingame Avenue",
    "Burlingame Caltrain Station",
    "Washington Park",
    "Burlingame Public Library",
    "Kohl Mansion",
  ],
  regulations: {
    permitRequired: false,
    description:
      "Burlingame requires no permit for cleaning existing ducts or dryer vents; replacing a furnace or ductwork needs a mechanical permit from the City of Burlingame Building Division, including in historic homes.",
  },
  utilities: {
    electric: pgeElectricWithOutageLine,
    gas: pgeGasShortPrograms,
    water: {
      name: "City of Burlingame Water Division",
      phone: "650-558-7670",
      website: "https://www.burlingame.org",
      emergencyPhone: "650-692-0604",
    },
  },
  localKeywords: [
    "air duct cleaning Burlingame",
    "dryer vent cleaning Burlingame",
    "historic home duct cleaning Burlingame",
    "duct cleaning Easton Addition",
    "air duct cleaning 94010",
  ],
  metaDescription:
    "Burlingame duct and dryer vent cleaning for Burlingame Park and Easton Addition homes with basement ducts, Ray Park hillside ranches and pollen-heavy returns.",
  population: 31386,
  intro: [
    "Burlingame grew up as a retreat for wealthy San Franciscans and then, after 1906, as a commuter town, and its neighborhoods show both stages. Burlingame Park and the streets near the Caltrain depot hold large early twentieth-century homes, many with basements and original gravity-furnace ducts later fitted with forced-air blowers. The Easton Addition and Lyon Hoag filled with Craftsman bungalows, Tudor revivals and Spanish-style houses in the 1920s, while Ray Park and Mills Estate on the hills brought post-war ranches and split-levels.",
    "Each era has its own duct problems. The older basement systems use big, heavy trunks joined with seams that were never meant to be airtight, and some carry insulation that should be tested before anyone cuts into it. The 1950s hillside homes tend to have crawl-space ducts that have sagged and lost insulation. Apartment buildings along the Burlingame Avenue and Broadway corridors stack laundry closets with dryer ducts that run a long way before reaching an exterior wall.",
    "Burlingame calls itself the City of Trees, and the canopy is beautiful, but eucalyptus, elms and sycamores put out pollen and debris for much of the year. Add marine damp, the steady parade of jets from SFO and traffic on 101, and it's easy to see why registers darken and returns clog. We work with care around finished basements and period trim, and we test before touching any old wrap in the basement.",
  ],
  localChallenges: [
    {
      title: "Historic basement systems",
      text: "Homes in Burlingame Park and the Easton Addition often run forced air through original basement trunks. We clean them with high-volume equipment, reseal reachable seams, and protect finished spaces and period woodwork throughout the job.",
    },
    {
      title: "Tree-canopy debris",
      text: "Street trees drop pollen, seed fluff and leaves into exterior vents and window screens. Spring and early-summer cleanings catch the heaviest load before it is spread room to room.",
    },
    {
      title: "Stacked apartment dryers",
      text: "Older apartment buildings downtown send dryer exhaust through shared walls or long horizontal runs. We clean each unit's line fully and tell owners where a run exceeds the length the dryer maker allows.",
    },
  ],
};

export default city;
