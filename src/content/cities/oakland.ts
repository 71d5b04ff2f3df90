import type { City } from "../types";
import { ebmudWaterCap, pgeElectricLongName, pgeGasLongName } from "../utilities";

const city: City = {
  id: "oak",
  name: "Oakland",
  state: "CA",
  stateSlug: "ca",
  region: "East Bay",
  slug: "oakland",
  updated: "2026-11-21",
  coordinates: { lat: 37.8044, lng: -122.2712 },
  image: "/images/cities/oakland-card.webp",
  heroImage: "/images/cities/oakland-hero.webp",
  climate:
    "Mild and breezy near the bay, warmer and drier in the hills, with autumn offshore winds that raise wildfire danger above Highway 13.",
  climateFactors: {
    humidity: "Moderate; foggy mornings around Lake Merritt and the estuary",
    temperature: "60s-70s in the flats, hotter summer afternoons on the ridge",
    airQuality: "Port and freeway diesel soot in the flats; wildfire smoke in the hills",
    commonIssues: [
      "Diesel particulates: soot from the port, the rail yards and I-880 coats return grilles in West Oakland and Jingletown.",
      "Offshore winds: dry autumn gusts blow leaves, eucalyptus bark and ash into hillside vent hoods.",
      "Smoke season: lingering wildfire smoke loads filters and leaves a fine film inside older supply ducts.",
    ],
  },
  commonIssues: [
    "Disconnected ducts in bungalow crawl spaces",
    "Diesel soot pulled into returns near the port",
    "Leaf litter in hillside dryer terminations",
    "Converted floor-furnace systems with undersized returns",
  ],
  neighborhoods: [
    "Rockridge",
    "Temescal",
    "Piedmont Avenue",
    "Montclair",
    "Grand Lake",
    "Adams Point",
    "Fruitvale",
    "Dimond District",
    "Laurel District",
    "Jack London Square",
    "West Oakland",
    "Glenview",
    "Crocker Highlands",
    "Maxwell Park",
    "Oakmore",
    "Redwood Heights",
  ],
  zipCodes: [
    "94601",
    "94602",
    "94603",
    "94605",
    "94606",
    "94607",
    "94609",
    "94610",
    "94611",
    "94612",
    "94613",
    "94618",
    "94619",
    "94621",
  ],
  landmarks: [
    "Lake Merritt",
    "Oakland Museum of California",
    "Paramount Theatre",
    "Jack London Square",
    "Chabot Space & Science Center",
    "Joaquin Miller Park",
  ],
  regulations: {
    permitRequired: false,
    description:
      "Residential duct cleaning needs no city permit; altering ductwork or replacing a furnace requires a mechanical permit from the City of Oakland Planning and Building Department.",
  },
  utilities: {
    electric: pgeElectricLongName,
    gas: pgeGasLongName,
    water: ebmudWaterCap,
  },
  localKeywords: [
    "air duct cleaning Oakland",
    "dryer vent cleaning Oakland",
    "duct cleaning Rockridge",
    "dryer vent cleaning Montclair",
    "air duct cleaning Lake Merritt",
  ],
  metaDescription:
    "Oakland air duct and dryer vent cleaning for Rockridge bungalows, Montclair hill homes and Lake Merritt apartments, with care for crawl spaces and smoke ash.",
  population: 440646,
  medianIncome: 94389,
  intro: [
    "Oakland's neighborhoods were built in waves, and each wave left a different kind of ductwork behind. Craftsman bungalows in Rockridge, Temescal and the Dimond were mostly warmed by floor furnaces or basement gravity units that later owners converted to forced air, often with ducts snaking across a shallow crawl space. The Spanish Revival and Tudor homes of Crocker Highlands and Glenview have deeper basements and longer trunks. Up in the hills, many Montclair and Hiller Highlands houses were rebuilt after the 1991 firestorm with attic ducts and two or more zones.",
    "Air quality shifts sharply between the flats and the ridge. West Oakland and the blocks along Interstate 880 sit downwind of the Port of Oakland, the rail yards and the truck routes, so diesel soot lands on sills and gets pulled into return grilles. Lake Merritt and Adams Point catch the bay breeze and morning fog. The hills face a different threat: dry offshore gusts in autumn, eucalyptus and pine litter, and wildfire smoke that can hang over the canyons for days when fires burn elsewhere in Northern California.",
    "Those conditions shape the way we work. Under a bungalow we look for disconnected boots and rodent entry before running the vacuum, because an open joint in the crawl space can breathe soil dust into the house for years. Hillside jobs get extra attention on attic trunks, filter slots and the outdoor dryer termination, where leaves and needles pile up. In the older apartment buildings around the lake, the usual task is a long shared dryer line that has to be brushed from both ends.",
  ],
  localChallenges: [
    {
      title: "Bungalow crawl spaces",
      text: "Rockridge and Temescal Craftsman homes often have ducts resting on soil or hanging from old wire. A loose boot lets the system inhale dirt and rodent debris, so joints are checked before cleaning and any gaps are reported to the owner.",
    },
    {
      title: "Firestorm-era rebuilds",
      text: "Many hill homes rebuilt after 1991 have attic ducts, two furnaces and long runs to upstairs bedrooms. Ash from recent smoke seasons settles in these systems, and high-efficiency filters need changing sooner than most owners expect.",
    },
    {
      title: "Port and freeway soot",
      text: "Homes in West Oakland, Prescott and along 880 deal with fine black dust from trucks and ships. A thorough return-side cleaning, plus sealing the obvious leaks there, keeps more of that soot out of bedrooms and kitchens.",
    },
    {
      title: "Apartment laundry lines",
      text: "Older buildings around Lake Merritt and Adams Point often tie several dryers into a single long horizontal duct. Lint piles up at every elbow, and we clean those runs from both ends so nothing gets shoved deeper into the wall.",
    },
  ],
};

export default city;
