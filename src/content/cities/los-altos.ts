import type { City } from "../types";
import { pgeElectric, pgeGas } from "../utilities";

const city: City = {
  id: "laltos",
  name: "Los Altos",
  state: "CA",
  stateSlug: "ca",
  region: "Silicon Valley",
  slug: "los-altos",
  updated: "2026-11-21",
  coordinates: { lat: 37.3852, lng: -122.1141 },
  image: "/images/cities/los-altos-card.webp",
  heroImage: "/images/cities/los-altos-hero.webp",
  climate:
    "Warm, dry summers and mild, damp winters in the foothills of the Santa Cruz Mountains, sheltered from most coastal fog.",
  climateFactors: {
    humidity: "Low in summer, moderate in winter",
    temperature: "Summer highs in the 80s with heat waves into the 90s; winter lows near 40F",
    airQuality: "Spring tree pollen, construction dust from rebuilds and wildfire smoke from the Santa Cruz Mountains",
    commonIssues: [
      "Attic heat: Summer temperatures in attics above new two-story homes stress duct joints and tape.",
      "Heritage-tree pollen: Oaks, sycamores and olives coat intakes and filters every spring.",
      "Teardown dust: Demolition and framing on neighboring lots fill nearby returns with fine grit.",
      "Mountain smoke: Fall fires in the Santa Cruz range push smoke into ducts and filters.",
    ],
  },
  commonIssues: [
    "Construction dust from neighborhood rebuilds",
    "Aging crawl-space ducts in 1950s ranch homes",
    "Long attic runs to second-floor bedrooms",
    "Roof-vented dryers in upstairs laundries",
  ],
  neighborhoods: [
    "Downtown Los Altos",
    "Old Los Altos",
    "North Los Altos",
    "Central Los Altos",
    "South Los Altos",
    "Country Club",
    "Loyola Corners",
    "Rancho",
  ],
  zipCodes: ["94022", "94023", "94024"],
  landmarks: [
    "Los Altos History Museum",
    "Redwood Grove Nature Preserve",
    "Lincoln Park",
    "Shoup Park",
    "Rancho Shopping Center",
    "Main Street and State Street downtown",
  ],
  regulations: {
    permitRequired: false,
    description:
      "Los Altos does not require a permit for cleaning ducts or dryer vents; replacing HVAC equipment or altering ducts requires a mechanical permit from the City of Los Altos Building Division.",
  },
  utilities: {
    electric: pgeElectric,
    gas: pgeGas,
    water: {
      name: "Cal Water, Los Altos Suburban District",
      phone: "650-917-0152",
      website: "https://www.calwater.com",
      emergencyPhone: "650-917-0152",
      programs: ["Customer Assistance Program (CAP)"],
    },
  },
  localKeywords: [
    "air duct cleaning Los Altos",
    "dryer vent cleaning Los Altos",
    "duct cleaning North Los Altos",
    "attic duct cleaning Los Altos",
    "dryer vent cleaning Loyola Corners",
  ],
  metaDescription:
    "Los Altos air duct and dryer vent cleaning for 1950s ranch homes and two-story rebuilds, removing teardown dust, oak pollen and Santa Cruz Mountains smoke.",
  population: 31625,
  medianIncome: 250000,
  intro: [
    "Los Altos grew out of apricot orchards, and when the orchards gave way after World War II the land filled with single-story ranch homes on generous lots under mature oaks. Those houses, built mostly between 1950 and 1970, typically keep the furnace in the garage or a hall closet and run ducts through a crawl space or a low attic. Six decades on, many still carry their original metal trunks, joined to newer flex branches that were added when air conditioning arrived.",
    "A large share of the city has since been rebuilt. Teardowns in North and South Los Altos replaced ranch houses with two-story homes that put furnaces and air handlers in hot attics, run long duct lines to upstairs bedrooms and often add a second system for the upper floor. Construction dust from a neighboring rebuild, which here can mean a year or more of demolition and framing on the same street, finds its way into every return grille within reach.",
    "Summer turns warm and dry once you move inland from the bay, and air conditioners in Los Altos work hard from June into October. Oak, sycamore and olive trees shed pollen in spring, and smoke from fires in the Santa Cruz Mountains has settled over town in several recent autumns. Dryer vents in ranch homes usually exit through a garage wall, while newer second-floor laundries depend on long runs up to the roof that need regular cleaning.",
  ],
  localChallenges: [
    {
      title: "Living next to a rebuild",
      text: "Teardowns are constant in Los Altos, and one project can mean a year or more of demolition, grading and drywall next door. Fine dust drifts into neighboring homes and builds up inside returns and on blower wheels.",
    },
    {
      title: "Ranch homes with retrofitted AC",
      text: "Many 1950s and 1960s houses gained cooling decades after construction, often with undersized returns and flex branches spliced onto the original heating ducts. Leaks and restrictions show up as warm bedrooms and dusty registers.",
    },
    {
      title: "Two stories, two systems",
      text: "Rebuilt homes usually run a second air handler in the attic for the upper floor. That unit works hardest in summer heat, and its filter and ducts tend to be forgotten until cooling falls off.",
    },
  ],
};

export default city;
