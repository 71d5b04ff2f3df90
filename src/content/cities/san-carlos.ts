import type { City } from "../types";
import { pgeElectricWithOutageLine, pgeGasShortPrograms } from "../utilities";

const city: City = {
  id: "scarlos",
  name: "San Carlos",
  state: "CA",
  stateSlug: "ca",
  region: "Peninsula",
  slug: "san-carlos",
  updated: "2026-11-21",
  coordinates: { lat: 37.5072, lng: -122.2605 },
  image: "/images/cities/san-carlos-card.webp",
  heroImage: "/images/cities/san-carlos-hero.webp",
  climate:
    "San Carlos enjoys one of the Peninsula's sunnier, more sheltered climates, with warm summers, mild winters and fog that mostly stays behind the hills to the west.",
  climateFactors: {
    humidity: "Moderate; slightly damper in the western canyons",
    temperature: "Summer highs in the upper 70s and 80s, mild winter nights",
    airQuality:
      "El Camino and Highway 101 traffic, San Carlos Airport operations near the bay, oak and eucalyptus pollen",
    commonIssues: [
      "Oak woodland pollen: Hillside neighborhoods sit among coast live oaks that shed heavy pollen each spring, coating filters and return grilles.",
      "Leaf litter: Leaves and twigs collect around exterior dryer hoods and foundation vents on wooded lots, blocking flaps and sheltering pests.",
      "Traffic and airport dust: Homes east of El Camino near 101 and the airport see more fine soot on registers than those up in the hills.",
    ],
  },
  commonIssues: [
    "Pollen-caked returns in spring",
    "Original 1940s and 50s ducts in the flats",
    "Crawl-space ducts on hillside lots",
    "Leaf-blocked dryer hoods",
    "Additions tied into undersized old ductwork",
  ],
  neighborhoods: [
    "White Oaks",
    "Devonshire",
    "Brittan Acres",
    "Brittan Heights",
    "Burton Park",
    "Beverly Terrace",
    "Crestview",
    "Laureola Park",
    "Clearfield Park",
    "Cordilleras Heights",
    "Greater East San Carlos",
    "Downtown San Carlos",
  ],
  zipCodes: ["94070"],
  landmarks: [
    "Laurel Street",
    "San Carlos Caltrain Depot",
    "Hiller Aviation Museum",
    "San Carlos Airport",
    "Burton Park",
  ],
  regulations: {
    permitRequired: false,
    description:
      "Routine duct and dryer vent cleaning needs no permit in San Carlos; any duct alteration or equipment replacement requires a mechanical permit from the City of San Carlos Building Division.",
  },
  utilities: {
    electric: pgeElectricWithOutageLine,
    gas: pgeGasShortPrograms,
    water: {
      name: "Cal Water (Bayshore District, Mid-Peninsula system)",
      phone: "650-558-7800",
      website: "https://www.calwater.com",
      emergencyPhone: "650-558-7800",
      programs: ["Customer Assistance Program (CAP)"],
    },
  },
  localKeywords: [
    "air duct cleaning San Carlos",
    "dryer vent cleaning San Carlos",
    "duct cleaning White Oaks San Carlos",
    "crawl space duct cleaning San Carlos",
    "air duct cleaning 94070",
  ],
  metaDescription:
    "San Carlos duct and dryer vent cleaning for White Oaks bungalows, remodels with patchwork ducts and oak-shaded hillside homes in Devonshire and Brittan Heights.",
  population: 30722,
  medianIncome: 237470,
  intro: [
    "San Carlos calls itself the City of Good Living, and its housing has a comfortable, lived-in character. The flat grid of White Oaks and the streets around Laurel Street filled with small bungalows, Spanish-style cottages and post-war ranches from the 1920s to the 1950s. West of the Alameda de las Pulgas, Devonshire, Brittan Heights and the canyon neighborhoods climb into the oaks with larger split-levels and hillside homes, many built between the 1950s and the 70s on raised foundations.",
    "Because so many houses have been remodeled and added onto, we often find mixed systems: a modern furnace connected to original duct trunks, a second-story addition fed by one long branch, or ducts extended into a new family room without anyone checking whether the return could keep up. Old joints leak, and leaks pull in crawl-space or attic dust. In the hills, ducts under the floor share space with wiring, plumbing and the occasional rodent nest.",
    "The sheltered weather is a gift, but the trees are not shy. Coast live oaks, eucalyptus and garden plantings release pollen for months, and leaf litter piles up around exterior vents on wooded lots. We clean San Carlos systems with that in mind: a careful look at returns and filter slots, a check of every addition branch, and a dryer hood that actually opens when the dryer runs instead of sitting jammed under last autumn's leaves.",
  ],
  localChallenges: [
    {
      title: "Remodel patchwork",
      text: "Additions in White Oaks and Burton Park often tap into old ducts without resizing. We map each branch, clean the whole network and tell you where airflow is simply undersized, so expectations stay realistic.",
    },
    {
      title: "Hillside crawl spaces",
      text: "Homes in Devonshire and Cordilleras Heights often run ducts under the floor on steep lots. We check for rodent damage, loose connections and torn insulation before cleaning and note anything that needs repair.",
    },
    {
      title: "Wooded-lot vents",
      text: "Leaf litter, oak catkins and twigs clog dryer hoods and bath-fan caps on tree-covered lots. Clearing the exterior termination is part of every dryer vent visit here.",
    },
  ],
};

export default city;
