import type { City } from "../types";
import { ebmudWater, pgeElectric, pgeGas } from "../utilities";

const city: City = {
  id: "albany",
  name: "Albany",
  state: "CA",
  stateSlug: "ca",
  region: "East Bay",
  slug: "albany",
  updated: "2026-11-21",
  coordinates: { lat: 37.8869, lng: -122.2978 },
  image: "/images/cities/albany-card.webp",
  heroImage: "/images/cities/albany-hero.webp",
  climate:
    "Cool, breezy bayside climate with early summer fog pouring in through the Golden Gate and mild, wet winters.",
  climateFactors: {
    humidity: "Moderate to high; fog reaches Albany early because the city faces the Golden Gate",
    temperature: "Mild, with summer highs in the high 60s and winter lows in the low 40s",
    airQuality: "Diesel and traffic soot from Interstate 80 west of San Pablo Avenue; otherwise fresh bay air",
    commonIssues: [
      "Golden Gate fog: Damp evening air condenses on ducts that cross cool crawl-space soil.",
      "Freeway soot: Onshore breezes carry I-80 exhaust into homes near the waterfront.",
      "Winter storms: Wet months raise crawl-space humidity and feed musty odors in old ductwork.",
    ],
  },
  commonIssues: [
    "Converted gravity-furnace plenums",
    "Ducts in knee-high crawl spaces",
    "Musty smell on the first heating day",
    "Dryer runs routed out through the foundation",
  ],
  neighborhoods: [
    "Albany Hill",
    "Solano Avenue",
    "San Pablo Avenue",
    "Pierce Street",
    "University Village",
    "Cornell",
    "Marin",
    "Ocean View",
  ],
  zipCodes: ["94706"],
  landmarks: ["Albany Bulb", "Albany Hill", "Solano Avenue", "Albany Beach", "Ohlone Greenway", "Memorial Park"],
  regulations: {
    permitRequired: false,
    description:
      "In Albany, duct and dryer vent cleaning is maintenance and needs no permit, while replacing a furnace or changing ductwork calls for a mechanical permit from the City of Albany Building Division.",
  },
  utilities: {
    electric: pgeElectric,
    gas: pgeGas,
    water: ebmudWater,
  },
  localKeywords: [
    "air duct cleaning Albany CA",
    "dryer vent cleaning Albany",
    "duct cleaning Solano Avenue",
    "crawl space duct cleaning Albany",
    "dryer vent cleaning Albany Hill",
  ],
  metaDescription:
    "Golden Gate fog and I-80 soot meet in Albany, CA. Our duct and dryer vent cleaning reaches 1920s bungalow crawl spaces and long Albany Hill condo runs.",
  population: 20271,
  medianIncome: 135000,
  intro: [
    "Albany is small, flat and close-packed, and its houses show it. Builders such as C.M. MacGregor filled the blocks around Solano and Marin Avenues in the 1920s and 1930s with stucco cottages and Craftsman bungalows on narrow lots, many of them heated at first by a gravity furnace in a shallow basement. When those units were swapped for forced-air systems, installers reused the old plenum openings and threaded new ducts through crawl spaces barely tall enough to kneel in.",
    "The city looks straight out through the Golden Gate, so summer fog arrives here earlier than in neighborhoods farther east, and the damp air lingers in those low crawl spaces. Ducts that run across cool soil collect condensation, dust turns to grime, and a sour smell on the first heating day of fall is a familiar complaint. West of San Pablo Avenue, traffic on Interstate 80 adds diesel soot that drifts inland with every onshore breeze.",
    "Laundry in Albany cottages usually ended up wherever it fit: a back porch, a basement corner or a converted closet off the kitchen. Dryer ducts from those spots tend to run beneath the floor and exit through the foundation, or push through a wall into a narrow side yard shared with the neighbors, and both routes trap lint. On Albany Hill and along Pierce Street, apartment and condominium buildings bring long shared runs that deserve their own inspection.",
  ],
  localChallenges: [
    {
      title: "Small lots, tight clearances",
      text: "Albany's narrow lots leave side yards only a few feet wide. Dryer hoods often face a neighbor's fence, where lint piles up and airflow stalls, and crawl-space hatches are so small that the ducts behind them are rarely inspected.",
    },
    {
      title: "Old furnace conversions",
      text: "Many bungalows started with gravity furnaces whose large plenums were later adapted for modern blowers. Mismatched transitions leak dust into the crawl space and pull damp air back in, especially around the original floor grilles.",
    },
    {
      title: "Fog and freeway on one breeze",
      text: "West Albany gets fog straight through the Golden Gate and exhaust from Interstate 80 on the same wind. The mix leaves a greasy film on return ducts that a quick vacuum will not lift, so we use agitation brushes followed by HEPA extraction.",
    },
  ],
};

export default city;
