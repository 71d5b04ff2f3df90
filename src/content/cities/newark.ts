import type { City } from "../types";
import { acwdWater, pgeElectricWithOutageLine, pgeGasShortPrograms } from "../utilities";

const city: City = {
  id: "newark",
  name: "Newark",
  state: "CA",
  stateSlug: "ca",
  region: "East Bay",
  slug: "newark",
  updated: "2026-11-21",
  coordinates: { lat: 37.5297, lng: -122.0402 },
  image: "/images/cities/newark-card.webp",
  heroImage: "/images/cities/newark-hero.webp",
  climate:
    "Newark sits low on the South Bay shoreline, with mild, breezy summers, cool damp winters and afternoon wind that sweeps in across the salt ponds.",
  climateFactors: {
    humidity: "Moderate to high near the marshes; damp mornings west of I-880",
    temperature: "Mild: mid-70s summer highs, winter nights in the low 40s",
    airQuality:
      "I-880 and Dumbarton Bridge truck traffic, salt-pond dust on windy afternoons, occasional wildfire smoke",
    commonIssues: [
      "Salt-pond grit: Afternoon westerlies carry fine, slightly saline dust that coats return grilles and settles in the first few feet of return ducting.",
      "Freeway soot: Homes near I-880 and Thornton Avenue collect a greasy black film on supply registers that vacuuming alone rarely lifts.",
      "Marsh humidity: Damp mornings near the refuge keep garage and attic ductwork cool enough to sweat, which lets dust cake onto the metal.",
    ],
  },
  commonIssues: [
    "Fine gray dust packed at return grilles",
    "Sagging flex duct above garage furnaces",
    "Lint-clogged dryer vents in three-story townhomes",
    "Soot streaks on registers near I-880",
    "Original 1960s taped joints that have let go",
  ],
  neighborhoods: [
    "Old Town Newark",
    "Bayside Newark",
    "Sanctuary",
    "Lakeshore",
    "NewPark",
    "Mayhews",
    "Birch Grove",
    "Silliman",
  ],
  zipCodes: ["94560"],
  landmarks: [
    "NewPark Mall",
    "Silliman Activity and Family Aquatic Center",
    "Dumbarton Bridge",
    "Lakeshore Park",
    "Don Edwards San Francisco Bay National Wildlife Refuge",
  ],
  regulations: {
    permitRequired: false,
    description:
      "Cleaning existing ducts and dryer vents needs no permit in Newark; replacing a furnace or altering ductwork requires a mechanical permit from the City of Newark Building Inspection Division.",
  },
  utilities: {
    electric: pgeElectricWithOutageLine,
    gas: pgeGasShortPrograms,
    water: acwdWater,
  },
  localKeywords: [
    "air duct cleaning Newark CA",
    "dryer vent cleaning Newark",
    "duct cleaning Old Town Newark",
    "dryer vent cleaning Bayside Newark",
    "furnace duct cleaning 94560",
  ],
  metaDescription:
    "Air duct and dryer vent cleaning in Newark, CA: 1960s garage-furnace ranch homes near Lakeshore and tall Bayside Newark townhomes with long dryer runs.",
  population: 47529,
  medianIncome: 164909,
  intro: [
    "Most of Newark was built in a hurry. After the city incorporated in 1955, farm fields between Thornton Avenue and the railroad filled with single-story ranch homes on slab foundations, and many of them still run a furnace in a garage closet with ductwork snaking through a low attic. Sixty years on, the insulation wrap on those ducts has often gone brittle, taped seams have opened, and attic dust gets pulled straight into the return every time the blower starts.",
    "The western edge of town is a different story. Bayside Newark and the Sanctuary tract brought hundreds of three-story townhomes and small-lot houses where the laundry sits on an upper floor and the dryer exhaust travels a long way to reach an outside wall. Those runs collect lint quickly, and a blocked vent in a tall, tightly built home is both a fire risk and the reason a load of towels suddenly needs two cycles.",
    "Then there is the air itself. Afternoon wind comes off the Cargill salt ponds and the refuge marshes, trucks stack up on I-880 and the Dumbarton approach, and in a bad fire season smoke from the hills settles over the flats for days. We clean Newark systems with that mix in mind: return plenums and filter racks first, then every branch, then the dryer line from the drum all the way to the exterior hood.",
  ],
  localChallenges: [
    {
      title: "Garage furnaces in 1960s ranch homes",
      text: "Many Lakeshore and Birch Grove houses keep the furnace in the garage, where car exhaust, stored boxes and yard dust sit a few feet from the return. We seal and clean that return path so the garage stops feeding the bedrooms.",
    },
    {
      title: "Upper-floor laundry in new townhomes",
      text: "Three-story homes in Bayside Newark often route the dryer duct through a floor cavity and out a side wall. Long runs with several elbows trap lint fast, so we measure airflow before and after cleaning.",
    },
    {
      title: "Wind-blown shoreline dust",
      text: "Dry westerly afternoons lift fine dust from the salt ponds and open lots near the refuge. It slips past cheap filters and builds up in return ducts; a well-sealed filter slot with a MERV 11 filter keeps most of it out.",
    },
  ],
};

export default city;
