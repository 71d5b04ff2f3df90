import type { City } from "../types";
import { pgeElectric, pgeGas } from "../utilities";

const city: City = {
  id: "pacifica",
  name: "Pacifica",
  state: "CA",
  stateSlug: "ca",
  region: "Peninsula",
  slug: "pacifica",
  updated: "2026-11-21",
  coordinates: { lat: 37.6138, lng: -122.4869 },
  image: "/images/cities/pacifica-card.webp",
  heroImage: "/images/cities/pacifica-hero.webp",
  climate:
    "Cool, foggy marine climate with highs in the 60s most of the year, strong onshore wind and salty, humid air.",
  climateFactors: {
    humidity: "High year-round; summer fog keeps relative humidity near 80-90 percent",
    temperature: "Cool and narrow: mid-50s to mid-60s through most months",
    airQuality: "Clean ocean air carrying salt aerosol, with occasional smoke from inland wildfires",
    commonIssues: [
      "Salt corrosion: Airborne salt pits galvanized vent hoods and dampers until their flaps stick open.",
      "Damp lint: Fog-laden air makes lint cling inside dryer ducts instead of blowing out.",
      "Crawl-space moisture: Ductwork close to bare soil under older Sharp Park homes picks up musty odors.",
      "Year-round heating: Furnaces run even in July, so filters and ducts load faster than they do inland.",
    ],
  },
  commonIssues: [
    "Corroded dryer vent hoods",
    "Sagging attic flex duct in 1950s tract homes",
    "Musty odors from crawl-space ducts",
    "Beach sand and pet hair in return vents",
  ],
  neighborhoods: [
    "Linda Mar",
    "Pedro Point",
    "Rockaway Beach",
    "Vallemar",
    "Park Pacifica",
    "Sharp Park",
    "West Sharp Park",
    "Pacific Manor",
    "Edgemar",
    "Fairmont",
    "Westview",
    "Fairway Park",
  ],
  zipCodes: ["94044"],
  landmarks: [
    "Pacifica Municipal Pier",
    "Mori Point",
    "Pacifica State Beach (Linda Mar)",
    "Sweeney Ridge",
    "Devil's Slide Trail",
    "Sharp Park Golf Course",
  ],
  regulations: {
    permitRequired: false,
    description:
      "Cleaning existing ducts and dryer vents needs no permit in Pacifica; replacing a furnace or altering duct runs requires a mechanical permit from the City of Pacifica Building Division.",
  },
  utilities: {
    electric: pgeElectric,
    gas: pgeGas,
    water: {
      name: "North Coast County Water District",
      phone: "650-355-3462",
      website: "https://www.nccwd.com",
      emergencyPhone: "650-576-3788",
    },
  },
  localKeywords: [
    "air duct cleaning Pacifica",
    "dryer vent cleaning Pacifica",
    "duct cleaning Linda Mar",
    "dryer vent repair Pedro Point",
    "furnace duct cleaning Sharp Park",
  ],
  metaDescription:
    "Pacifica air duct and dryer vent cleaning built for the coast: salt-pitted vent hoods, fog-damp lint and garage furnaces in Linda Mar tract homes.",
  population: 38640,
  medianIncome: 150000,
  intro: [
    "Fog does not visit Pacifica so much as live there. From the bluffs at Edgemar to the mouth of San Pedro Valley, marine air pushes salt and moisture into every home on this stretch of coast, and many furnaces here run in July as often as they do in January. That steady use matters: a forced-air system that cycles all year pulls far more air through its ducts than one that rests for half the season, so dust, tracked-in beach sand and pet hair build up faster than owners expect.",
    "Most of the housing went up quickly after the war. Linda Mar and Park Pacifica filled with single-story tract homes in the 1950s and 1960s, many built on slabs with the furnace in the garage and supply runs snaking through the attic, while older cottages in Sharp Park and Pedro Point sit over short crawl spaces where ductwork lies close to damp soil. Flex duct from those decades sags, its tape lets go, and joints that leak under the floor draw in musty crawl-space air instead of room air.",
    "Dryer vents take the hardest beating. Salt air corrodes metal hoods and sticks their flaps open, so cold, wet air drifts back into the duct and lint clings to the walls as a damp paste instead of blowing clear. Garage laundry setups with long runs to the side yard are common in Linda Mar, and a partly clogged line there can double drying times. We clean from the back of the dryer to the outside hood, replace brittle foil connectors and check that exterior flaps close firmly against the wind.",
  ],
  localChallenges: [
    {
      title: "Fog that never leaves",
      text: "Summer fog and winter storms keep Pacifica's air damp almost every day. Moist air feeds mildew on the inner surface of return ducts and turns dryer lint into a sticky layer, so cleaning intervals here run shorter than in sunnier Peninsula towns.",
    },
    {
      title: "Wind-driven sand",
      text: "Homes near Rockaway Beach and Linda Mar pick up fine sand on every westerly gust. It collects in floor registers and return grilles, then wears blower wheels and clogs filters faster than anyone expects from a house beside clean ocean air.",
    },
    {
      title: "Garage furnaces in tract homes",
      text: "Many Linda Mar and Park Pacifica houses keep the furnace in the garage beside the car, the workbench and the laundry. Exhaust, sawdust and lint can reach a leaky return there, so sealing and cleaning the return side matters most.",
    },
  ],
};

export default city;
