import type { City } from "../types";
import { pgeElectricWithOutageLine, pgeGasShortPrograms } from "../utilities";

const city: City = {
  id: "hmb",
  name: "Half Moon Bay",
  state: "CA",
  stateSlug: "ca",
  region: "Peninsula",
  slug: "half-moon-bay",
  updated: "2026-11-21",
  coordinates: { lat: 37.4636, lng: -122.4286 },
  image: "/images/cities/half-moon-bay-card.webp",
  heroImage: "/images/cities/half-moon-bay-hero.webp",
  climate:
    "Half Moon Bay has a cool, foggy coastal climate, with summer highs in the 60s, damp ocean air all year, strong onshore wind and mild, wet winters.",
  climateFactors: {
    humidity: "Very high; fog and ocean mist most days",
    temperature: "Cool and steady: 60s in summer, 50s in winter",
    airQuality:
      "Clean ocean air with salt spray, soil dust from nearby fields and nurseries, and occasional wildfire smoke drifting over the ridge",
    commonIssues: [
      "Salt spray: Constant onshore wind carries salt that corrodes dryer hoods, vent caps and exposed sheet-metal ducts far faster than inland.",
      "Fog and condensation: Persistent damp air keeps crawl spaces wet, so ducts there collect moisture, dust and mildew.",
      "Field dust: Farms, nurseries and pumpkin patches around town add soil dust and pollen in dry months, especially at autumn harvest.",
    ],
  },
  commonIssues: [
    "Mildew in crawl-space ducts",
    "Rusted dryer hoods and vent caps",
    "Wall furnaces in older cottages",
    "Sand and salt in exterior vents",
    "Musty smell when the heat first runs",
  ],
  neighborhoods: [
    "Downtown Half Moon Bay",
    "Ocean Colony",
    "Moonridge",
    "Highland Park",
    "Newport Terrace",
    "Casa del Mar",
    "Arleta Park",
    "Canada Cove",
  ],
  zipCodes: ["94019"],
  landmarks: [
    "Half Moon Bay State Beach",
    "Main Street Half Moon Bay",
    "James Johnston House",
    "Half Moon Bay Coastal Trail",
    "Half Moon Bay Golf Links",
  ],
  regulations: {
    permitRequired: false,
    description:
      "Half Moon Bay does not require a permit to clean ducts or dryer vents; replacing a wall furnace, forced-air unit or ductwork needs a mechanical permit from the City of Half Moon Bay Building Division.",
  },
  utilities: {
    electric: pgeElectricWithOutageLine,
    gas: pgeGasShortPrograms,
    water: {
      name: "Coastside County Water District (CCWD)",
      phone: "650-726-4405",
      website: "https://www.coastsidewater.org",
      emergencyPhone: "650-726-4405",
    },
  },
  localKeywords: [
    "air duct cleaning Half Moon Bay",
    "dryer vent cleaning Half Moon Bay",
    "mildew duct cleaning Half Moon Bay",
    "duct cleaning Ocean Colony",
    "dryer vent cap replacement Half Moon Bay",
  ],
  metaDescription:
    "Half Moon Bay duct and dryer vent cleaning for fog-damp crawl spaces, salt-rusted dryer hoods and musty first-heat smells, from Ocean Colony to Highland Park.",
  population: 11795,
  intro: [
    "Half Moon Bay is a farm and fishing town that became a commuter suburb only slowly, and its housing mixes every era. Around Main Street are early twentieth-century cottages and older farmhouses, some still heated by wall furnaces. Neighborhoods like Arleta Park, Highland Park and Casa del Mar fill in with mid-century and 1970s homes, mostly on raised foundations. Ocean Colony, laid out around the golf links south of town, adds larger homes from the 1970s onward with forced-air systems throughout.",
    "The ocean sets the agenda. Fog is the normal state of things for much of the summer, and the air stays damp through the winter rains. Crawl spaces rarely dry out, which means ductwork under the floor often sits in moist air, with insulation that has soaked up water and dust that has turned into a film. On the first cold night of the season, many Coastside homes push out a musty smell that owners blame on the furnace when the ducts are the real source.",
    "Salt is the other constant. The onshore wind carries enough of it to rust dryer hoods, bath-fan caps and roof jacks within a few years, and flaps that stick open let in more damp air, sand and the occasional bird. In Half Moon Bay our cleanings focus on moisture: checking and replacing wet insulation, cleaning without adding water, and fitting corrosion-resistant exterior caps where the old ones have failed, usually within sight of the ocean that ruined them.",
  ],
  localChallenges: [
    {
      title: "Wet crawl spaces",
      text: "Fog and winter rain keep crawl spaces under Highland Park and Arleta Park homes damp. Ducts there often carry soaked insulation and mildew; we replace the worst sections and clean without introducing any moisture.",
    },
    {
      title: "Salt-corroded vent caps",
      text: "Onshore wind rusts dryer hoods and exhaust caps quickly along the coast. A stuck-open flap lets in sand, fog and birds, so we replace failed caps with corrosion-resistant ones during dryer vent service.",
    },
    {
      title: "Wall-furnace cottages",
      text: "Some older homes near Main Street use a wall furnace with no ductwork. We clean the grille and cabinet and advise on safety checks instead of recommending duct work the house doesn't have.",
    },
  ],
};

export default city;
