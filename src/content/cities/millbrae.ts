import type { City } from "../types";
import { pgeElectric, pgeGas } from "../utilities";

const city: City = {
  id: "millbrae",
  name: "Millbrae",
  state: "CA",
  stateSlug: "ca",
  region: "Peninsula",
  slug: "millbrae",
  updated: "2026-11-21",
  coordinates: { lat: 37.5985, lng: -122.3872 },
  image: "/images/cities/millbrae-card.webp",
  heroImage: "/images/cities/millbrae-hero.webp",
  climate:
    "Mild, sunny bayside climate on the flats, with cooler and foggier evenings in the Highlands below Skyline Boulevard.",
  climateFactors: {
    humidity: "Moderate; drier on the bay side, damper in the western hills near San Andreas Lake",
    temperature: "Mild, with summer highs in the low 70s and winter lows in the 40s",
    airQuality: "Jet exhaust and traffic particulates from SFO and Highway 101 on the east side of town",
    commonIssues: [
      "Airport particulates: Fine soot from SFO traffic settles on filters and inside return trunks.",
      "Highland fog: Evening fog from the west dampens attic ducts and wall vent hoods in hillside homes.",
      "Closed-window living: Homes shut tight against jet noise depend on clean ductwork for the air they breathe.",
    ],
  },
  commonIssues: [
    "Oily dust from airport and freeway traffic",
    "Crushed flex branches in remodeled ranch homes",
    "Long dryer runs in station-area condos",
    "Rusty metal transitions in hillside homes",
  ],
  neighborhoods: [
    "Millbrae Highlands",
    "Millbrae Meadows",
    "Green Hills",
    "Spring Valley",
    "Marina Vista",
    "Hillcrest",
    "Downtown Millbrae",
    "Millbrae Station Area",
  ],
  zipCodes: ["94030"],
  landmarks: [
    "Millbrae Station (BART and Caltrain)",
    "Green Hills Country Club",
    "Millbrae Train Museum",
    "Central Park",
    "Mills High School",
  ],
  regulations: {
    permitRequired: false,
    description:
      "No permit is needed in Millbrae to clean existing ducts or dryer vents; furnace replacement or new duct runs require a mechanical permit from the City of Millbrae Building Division.",
  },
  utilities: {
    electric: pgeElectric,
    gas: pgeGas,
    water: {
      name: "City of Millbrae Public Works, Water Utility",
      phone: "650-259-2339",
      website: "https://www.ci.millbrae.ca.us",
      emergencyPhone: "650-259-2339",
    },
  },
  localKeywords: [
    "air duct cleaning Millbrae",
    "dryer vent cleaning Millbrae",
    "duct cleaning Millbrae Highlands",
    "dryer vent cleaning near Millbrae Station",
    "HVAC duct cleaning Millbrae Meadows",
  ],
  metaDescription:
    "Near SFO, Millbrae homes collect jet and freeway soot in their ducts. We clean Highlands split-levels, Meadows ranch homes and station-area condo dryer vents.",
  population: 23216,
  medianIncome: 160000,
  intro: [
    "Millbrae calls itself a city in the sun, and east of El Camino Real it usually earns the motto, but those same homes sit less than two miles from the runways at SFO. Jet exhaust, brake dust and the steady traffic on Highway 101 add a fine, slightly oily grime to indoor air that settles inside return ducts and on blower wheels. Owners who keep windows closed against the noise are, in effect, living on whatever their forced-air system pulls through those ducts.",
    "Millbrae incorporated in 1948 and was largely built out within twenty years. The Meadows and the flats near Millbrae Avenue filled with stucco ranch homes over crawl spaces, while the Highlands climbed toward Skyline with split-levels and view homes whose ducts travel through attics, garages and half-story soffits. Original sheet-metal trunks are often still sound, but the flexible branches added during later remodels tend to be crushed, disconnected or wrapped in brittle tape.",
    "Newer condominiums clustered around Millbrae Station bring a different pattern: compact units, stacked laundry closets and dryer ducts that run across ceilings to a shared exterior wall. Those runs can stretch twenty or thirty feet with several turns, and lint loads them quietly until drying times creep up. In the hills, where fog drifts in from San Andreas Lake on summer evenings, we also look for moisture around wall hoods and rust on older metal transitions.",
  ],
  localChallenges: [
    {
      title: "Under the SFO approach",
      text: "East Millbrae lies under approach paths and beside a major freeway. Exhaust particles are tiny and a little oily, so they cling to duct walls and blower blades instead of staying in the filter, and they darken supply registers within a year or two.",
    },
    {
      title: "Highlands split-levels",
      text: "Hillside homes in the Millbrae Highlands often route ducts through a garage, an attic and a short crawl space in the same house. Each level has its own weak joints, and air balance between floors suffers when one branch is crushed or disconnected.",
    },
    {
      title: "Station-area condo laundry",
      text: "Newer buildings near Millbrae Station stack laundry closets and send dryer ducts across ceilings to a shared wall. Lint builds up out of sight, and residents often notice only when a normal cycle starts taking twice as long.",
    },
  ],
};

export default city;
