import type { City } from "../types";
import { pgeElectricWithOutageLine, pgeGasShortPrograms, sanJoseWater } from "../utilities";

const city: City = {
  id: "camp",
  name: "Campbell",
  state: "CA",
  stateSlug: "ca",
  region: "South Bay",
  slug: "campbell",
  updated: "2026-11-21",
  coordinates: { lat: 37.2872, lng: -121.95 },
  image: "/images/cities/campbell-card.webp",
  heroImage: "/images/cities/campbell-hero.webp",
  climate:
    "Campbell sits in the warm heart of the Santa Clara Valley, with sunny, dry summers in the 80s and 90s, mild winters and little fog.",
  climateFactors: {
    humidity: "Low in summer, moderate in the rainy season",
    temperature: "Summer highs in the mid-80s to 90s, winter lows in the upper 30s",
    airQuality:
      "Highway 17 and Highway 85 traffic, summer ozone, tree pollen and wildfire smoke from the Santa Cruz Mountains",
    commonIssues: [
      "Valley heat: Hot afternoons keep AC systems running long hours, pulling more dust through attic ducts in the city's 1950s and 60s tract homes.",
      "Freeway particulate: Neighborhoods near Highway 17 and 85 collect fine soot on registers and return grilles.",
      "Mountain smoke: Fires in the Santa Cruz Mountains can push smoke down onto the valley floor, leaving residue in ductwork.",
    ],
  },
  commonIssues: [
    "Attic ducts in 1950s and 60s ranch homes",
    "Dusty returns after long AC seasons",
    "Dryer vents in older apartment complexes",
    "Smoke residue after mountain fires",
    "Aging duct-board plenums",
  ],
  neighborhoods: [
    "Downtown Campbell",
    "Pruneyard",
    "San Tomas",
    "Capri",
    "Rincon",
    "Westmont",
    "Winchester",
    "Bucknall",
    "Campbell Park",
  ],
  zipCodes: ["95008"],
  landmarks: [
    "Pruneyard Shopping Center",
    "Campbell Water Tower",
    "Ainsley House",
    "Los Gatos Creek Trail",
    "Heritage Theatre",
  ],
  regulations: {
    permitRequired: false,
    description:
      "No city permit is required in Campbell to clean ducts or dryer vents; furnace, air-conditioner and ductwork replacements need a mechanical permit from the City of Campbell Building Division.",
  },
  utilities: {
    electric: pgeElectricWithOutageLine,
    gas: pgeGasShortPrograms,
    water: sanJoseWater,
  },
  localKeywords: [
    "air duct cleaning Campbell CA",
    "dryer vent cleaning Campbell",
    "duct cleaning San Tomas Campbell",
    "smoke odor duct cleaning Campbell",
    "air duct cleaning 95008",
  ],
  metaDescription:
    "Campbell air duct and dryer vent cleaning for former-orchard ranch homes in San Tomas and Capri: hot-attic leaks, aging plenums and smoke after mountain fires.",
  population: 43959,
  medianIncome: 129423,
  intro: [
    "Before it was a suburb, Campbell was the Orchard City, a fruit-drying and canning town on the rail line southwest of San Jose. When the orchards came out in the 1950s and 60s, builders replaced them with blocks of single-story ranch homes on slab foundations, most with a forced-air furnace in a hall closet or garage and ducts laid across the attic. Those neighborhoods, from San Tomas to Capri, are still the core of the city, along with duplexes and garden apartments near Winchester Boulevard.",
    "Many of these houses are on their second or third furnace but their first set of ducts. Original metal trunks and the flex added during remodels both lose their seal over time, and valley attics get very hot, so every gap draws in dust and loose insulation fibers. Some 1960s systems also use duct-board plenums that shed as they age. Apartment complexes from the same period often share laundry rooms or stack dryers with long, lint-prone exhaust runs.",
    "Campbell's weather puts a lot of hours on a cooling system. Summer days run in the high 80s and 90s, Highway 17 and Highway 85 bring traffic exhaust into nearby blocks, and when the Santa Cruz Mountains burn, smoke settles on the valley floor. We clean every supply and return branch, look closely at the plenum and attic connections, and check dryer vents, which in older complexes are often long overdue.",
  ],
  localChallenges: [
    {
      title: "Aging duct-board plenums",
      text: "Some 1960s Campbell homes have duct-board plenums at the furnace that crumble with age. We inspect them closely, clean gently where the board is sound, and recommend replacement when it is breaking apart.",
    },
    {
      title: "Hot-attic leakage",
      text: "Slab homes in San Tomas and Capri keep their ducts in attics that can top 130 degrees in summer. Loose seams pull in dust and insulation, and sealing them during a cleaning keeps the results from fading.",
    },
    {
      title: "Shared laundry rooms",
      text: "Older apartment buildings near Winchester Boulevard use shared or stacked dryers with long exhaust runs. Managers schedule us to clean every line at once and receive photos of each one for their records.",
    },
  ],
};

export default city;
