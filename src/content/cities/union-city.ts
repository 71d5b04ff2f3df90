import type { City } from "../types";
import { acwdWater, pgeElectricWithOutageLine, pgeGasShortPrograms } from "../utilities";

const city: City = {
  id: "union",
  name: "Union City",
  state: "CA",
  stateSlug: "ca",
  region: "East Bay",
  slug: "union-city",
  updated: "2026-11-21",
  coordinates: { lat: 37.5934, lng: -122.0438 },
  image: "/images/cities/union-city-card.webp",
  heroImage: "/images/cities/union-city-hero.webp",
  climate:
    "Union City sits between the bay flats and the East Bay hills, so its summers run warmer and drier than the shoreline's, winters stay mild, and afternoon breezes move down from the hills.",
  climateFactors: {
    humidity: "Moderate; drier toward Mission Boulevard and the hills",
    temperature: "Warm summers in the upper 70s to 80s, mild winters",
    airQuality:
      "I-880 and Alvarado-Niles Road traffic, dust along the freight rail corridor, grass pollen from the hills",
    commonIssues: [
      "Grassland pollen: The open hillsides above Mission Boulevard turn golden by June and shed pollen and seed fluff that clog return filters.",
      "Rail and freeway dust: Freight trains and I-880 traffic add fine particulate that settles in homes on the west side of town.",
      "Summer cooling: Warm afternoons keep air conditioners cycling, so attic ducts in 1970s and 80s tract homes move more air, and more dust, than cooler bayside systems.",
    ],
  },
  commonIssues: [
    "Crushed flex duct in tract-home attics",
    "Pollen-loaded return filters",
    "Dryer vents routed through garage ceilings",
    "Loose register boots after roof or solar work",
    "Construction dust near the Station District",
  ],
  neighborhoods: [
    "Decoto",
    "Alvarado",
    "Old Alvarado",
    "Station District",
    "Union Landing",
    "Kennedy Park",
    "Dry Creek",
    "Hillside Area",
  ],
  zipCodes: ["94587"],
  landmarks: [
    "Union Landing",
    "Union City BART Station",
    "Dry Creek Pioneer Regional Park",
    "Kennedy Park",
    "James Logan High School",
    "Masonic Homes of California",
  ],
  regulations: {
    permitRequired: false,
    description:
      "Union City issues no permit for routine duct or dryer vent cleaning; replacing ducts, a furnace or an air conditioner calls for a mechanical permit from the Union City Building Division.",
  },
  utilities: {
    electric: pgeElectricWithOutageLine,
    gas: pgeGasShortPrograms,
    water: acwdWater,
  },
  localKeywords: [
    "air duct cleaning Union City CA",
    "dryer vent cleaning Union City",
    "attic duct repair Union City",
    "duct cleaning Decoto",
    "dryer vent cleaning 94587",
  ],
  metaDescription:
    "Union City duct and dryer vent cleaning: crushed attic flex in Alvarado and Decoto tract homes, garage-routed dryer ducts and hillside pollen off Mission Blvd.",
  population: 70143,
  medianIncome: 138013,
  intro: [
    "Union City was stitched together in 1959 from two old railroad and farming towns, Alvarado and Decoto, and the housing still reflects that. Near the old centers there are small wood-frame houses from the early and middle 1900s, some on raised foundations with floor furnaces. Around them spread the 1960s, 70s and 80s subdivisions that most residents know: single- and two-story tract homes on slabs, with the furnace in the garage or attic and flex duct strung across the rafters.",
    "Attic systems like that age in a predictable way. Flex duct gets stepped on during re-roofs, solar installs and cable work, branches pull loose from the register boots, and the attic itself, hot in summer and dusty all year, starts feeding the return. In two-story homes the upstairs rooms run warm and the downstairs cold, and owners often assume the equipment is failing when a crushed run is the real cause.",
    "Newer construction around the Station District near the BART station adds townhomes and apartments with stacked laundry and long dryer ducts. Across town, the hills above Mission Boulevard dry out early each summer and send pollen and dust down into the neighborhoods. A Union City visit usually pairs duct cleaning with a quick attic inspection and a dryer vent check, since in these homes the three problems almost always travel together.",
  ],
  localChallenges: [
    {
      title: "Crushed attic flex",
      text: "Two-story tracts from the 1970s and 80s often have flex duct that was flattened during roof or solar work. We find the pinch points, re-hang or replace short sections, and clean the rest so airflow returns upstairs.",
    },
    {
      title: "Garage-routed dryer vents",
      text: "Many Union City homes send the dryer duct through the garage ceiling before it exits. Those hidden runs sag and collect lint; we clean the full path and swap foil for rigid duct where it is accessible.",
    },
    {
      title: "Early-summer pollen",
      text: "When the hills above Mission Boulevard turn brown, seed fluff and grass pollen pour through open windows and into returns. A spring cleaning plus a tighter filter rack keeps allergy season shorter indoors.",
    },
  ],
};

export default city;
