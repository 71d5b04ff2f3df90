import type { City } from "../types";
import { pgeElectricWithOutageLine, pgeGasShortPrograms } from "../utilities";

const city: City = {
  id: "sbruno",
  name: "San Bruno",
  state: "CA",
  stateSlug: "ca",
  region: "Peninsula",
  slug: "san-bruno",
  updated: "2026-11-21",
  coordinates: { lat: 37.6305, lng: -122.4111 },
  image: "/images/cities/san-bruno-card.webp",
  heroImage: "/images/cities/san-bruno-hero.webp",
  climate:
    "San Bruno sits in the path of the fog that pours through the San Bruno Gap, so summers are cool and breezy, winters mild and wet, and the hills stay damp most mornings.",
  climateFactors: {
    humidity: "High; marine fog and drizzle roll in through the gap most summer evenings",
    temperature: "Cool: summer highs often in the 60s, winters in the 40s and 50s",
    airQuality: "SFO jet exhaust, I-380 and I-280 traffic, and salt-laden ocean wind",
    commonIssues: [
      "Fog drip: Constant summer fog keeps attics and crawl spaces damp, and dust in cold ductwork turns into a sticky film that invites mildew.",
      "Airport fallout: Homes under the SFO approach and near I-380 collect a fine, oily soot on registers and window sills.",
      "Gap wind: Strong westerlies through the San Bruno Gap force grit into exterior vents and past loose register boots.",
    ],
  },
  commonIssues: [
    "Musty odors from damp crawl-space ducts",
    "Oily soot on supply registers",
    "Wall and floor furnaces in older homes",
    "Lint-packed dryer vents in condo buildings",
    "Rusted dryer vent hoods on the windward side",
  ],
  neighborhoods: [
    "Downtown San Bruno",
    "Crestmoor",
    "Rollingwood",
    "Portola Highlands",
    "Mills Park",
    "Belle Air",
    "Monte Verde",
    "Shelter Creek",
    "Tanforan",
  ],
  zipCodes: ["94066"],
  landmarks: [
    "The Shops at Tanforan",
    "Golden Gate National Cemetery",
    "Skyline College",
    "YouTube headquarters",
    "Junipero Serra County Park",
    "San Bruno City Park",
  ],
  regulations: {
    permitRequired: false,
    description:
      "San Bruno does not require a permit for duct or dryer vent cleaning; new ductwork, furnace swaps and wall-furnace replacements need a mechanical permit from the city's Building Division.",
  },
  utilities: {
    electric: pgeElectricWithOutageLine,
    gas: pgeGasShortPrograms,
    water: {
      name: "City of San Bruno Water Division",
      phone: "650-616-7086",
      website: "https://www.sanbruno.ca.gov",
      emergencyPhone: "650-616-7160",
    },
  },
  localKeywords: [
    "air duct cleaning San Bruno",
    "dryer vent cleaning San Bruno",
    "crawl space duct cleaning San Bruno",
    "duct cleaning Crestmoor",
    "dryer vent cleaning 94066",
  ],
  metaDescription:
    "San Bruno air duct and dryer vent cleaning for fog-damp crawl spaces, SFO and I-380 soot, and 1950s Rollingwood and Crestmoor homes. Dry, clean ducts that last.",
  population: 43908,
  intro: [
    "San Bruno grew fast after the war. Rollingwood, Crestmoor and Portola Highlands climbed the hills west of El Camino in the 1950s and 60s with modest single-story homes and split-levels, most on raised foundations with a furnace in the crawl space or, in the oldest houses, a gravity wall furnace in the hallway. Many of those original heaters have been replaced, but the under-floor ducts were usually left in place, and a lot of them are now older than the people living above them.",
    "Weather here means fog. The gap in the coastal hills funnels marine air straight across town, so summer evenings are gray and wet and crawl spaces rarely dry out. Ductwork sitting in that cool, damp space collects dust that clumps and smells faintly sour when the heat first comes on in October. Add the steady traffic on I-380 and the aircraft lined up for SFO's runways, and supply registers in the flats pick up a gray, slightly oily film.",
    "So in San Bruno we pay attention to moisture as much as dirt. Crawl-space runs get checked for sagging and condensation damage, registers and boots get sealed where fog-damp air is leaking in, and dryer vents on the windward walls of condominium buildings such as Shelter Creek get their hoods inspected for rust. A clean duct that stays dry stays clean much longer, and the first cold night of autumn stops smelling like a damp cellar.",
  ],
  localChallenges: [
    {
      title: "Damp crawl spaces",
      text: "Fog-fed moisture under Rollingwood and Crestmoor homes leaves ducts cold and sweating for months. We look for water staining, replace waterlogged insulation and clean with methods that add no moisture of their own.",
    },
    {
      title: "Wall and floor furnaces",
      text: "Some of the oldest houses near downtown still heat with a hallway wall furnace or a floor furnace and no ductwork at all. We clean the grille and cabinet rather than selling a duct job the house doesn't need.",
    },
    {
      title: "Aircraft and freeway soot",
      text: "Neighborhoods near I-380 and under the SFO approach pick up a fine, oily residue that smears when wiped. Registers get removed and washed, and supply trunks are brushed rather than only vacuumed.",
    },
  ],
};

export default city;
