import type { City } from "../types";
import { pgeElectricWithOutageLine, pgeGasShortPrograms } from "../utilities";

const city: City = {
  id: "liver",
  name: "Livermore",
  state: "CA",
  stateSlug: "ca",
  region: "East Bay",
  slug: "livermore",
  updated: "2026-11-21",
  coordinates: { lat: 37.6819, lng: -121.768 },
  image: "/images/cities/livermore-card.webp",
  heroImage: "/images/cities/livermore-hero.webp",
  climate:
    "Livermore is the hottest, driest corner of the Tri-Valley, with summer highs regularly in the 90s, gusty afternoon winds toward the Altamont and cold, clear winter nights.",
  climateFactors: {
    humidity: "Low most of the year; dry, gusty summer afternoons",
    temperature: "Hot summers often above 95, winter lows near or below freezing",
    airQuality:
      "Wind-blown field dust, I-580 truck traffic, vineyard and hay pollen, wildfire smoke and ozone trapped by inversions",
    commonIssues: [
      "Altamont wind: Gusty afternoon westerlies lift fine soil from open fields and push it through window gaps and into returns.",
      "Vineyard and field dust: Cultivation, mowing and harvest in the South Livermore Valley add dust and pollen that load filters quickly in late summer.",
      "Inversion smoke: On calm fall days the valley traps wildfire smoke and ozone, leaving soot in supply runs.",
    ],
  },
  commonIssues: [
    "Fine soil dust in returns",
    "Overworked AC ducts in hot attics",
    "Floor furnaces in older downtown homes",
    "Rodent nests in dryer hoods at the city's edge",
    "Smoke residue after fire season",
  ],
  neighborhoods: [
    "Downtown Livermore",
    "Springtown",
    "North Livermore",
    "South Livermore",
    "Jensen Tract",
    "Park Plaza",
    "Sunset",
    "Arroyo Seco",
  ],
  zipCodes: ["94550", "94551"],
  landmarks: [
    "Lawrence Livermore National Laboratory",
    "Livermore Centennial Light",
    "Bankhead Theater",
    "Sycamore Grove Park",
    "Wente Vineyards",
    "San Francisco Premium Outlets",
  ],
  regulations: {
    permitRequired: false,
    description:
      "Duct and dryer vent cleaning in Livermore needs no permit; HVAC change-outs, new duct systems and floor-furnace replacements require a mechanical permit from the City of Livermore Building Division.",
  },
  utilities: {
    electric: pgeElectricWithOutageLine,
    gas: pgeGasShortPrograms,
    water: {
      name: "Cal Water (Livermore District)",
      phone: "925-447-4900",
      website: "https://www.calwater.com",
      emergencyPhone: "925-447-4900",
      programs: ["Customer Assistance Program (CAP)"],
    },
  },
  localKeywords: [
    "air duct cleaning Livermore",
    "dryer vent cleaning Livermore",
    "duct cleaning Springtown",
    "dust control duct cleaning Livermore",
    "air duct cleaning 94550",
  ],
  metaDescription:
    "Livermore duct and dryer vent cleaning for hot, windy summers: field dust in Springtown returns, baked attic ducts, smoke residue and downtown floor furnaces.",
  population: 87955,
  intro: [
    "Livermore started as a railroad and ranching town, and the blocks around First Street still hold Victorian cottages and early twentieth-century bungalows, some on raised foundations with floor furnaces or small, improvised duct systems. The city grew sharply after the Lawrence Livermore and Sandia laboratories arrived in the 1950s: Roy Jensen's tracts, the Springtown subdivisions north of the freeway and dozens of ranch-house neighborhoods went up through the 1960s and 70s, followed by bigger two-story homes on the south side near the vineyards.",
    "The climate here is closer to the Central Valley than to the bay. Summer afternoons routinely pass 95 degrees, and air conditioners in attic-ducted tract homes run hard from June into October. Wind heading for the Altamont Pass lifts fine soil from open fields and hay ground, and the vineyards of the South Livermore Valley add their own seasonal dust and pollen. By the end of summer, return grilles and the first few feet of duct behind them are usually coated.",
    "We approach Livermore homes as high-runtime systems. That means cleaning the full supply and return network, checking attic insulation and seams that heat has loosened, and looking closely at dryer vents on homes that back onto open land, where mice and birds like a warm exhaust hood. After a smoky autumn we give supply branches extra attention, since that is where the finest soot settles and where lingering odors usually start.",
  ],
  localChallenges: [
    {
      title: "Wind-driven field dust",
      text: "Homes in Springtown and North Livermore take the brunt of the afternoon wind. Fine soil works past window seals and into returns; cleaning paired with sealing a leaky return cabinet makes the biggest difference.",
    },
    {
      title: "Floor furnaces downtown",
      text: "Some older homes near First Street still heat with a floor furnace and no ducts. We clean the grate and cabinet and point out when a gas-appliance inspection is due, rather than selling duct work.",
    },
    {
      title: "Edge-of-town critters",
      text: "Houses backing onto open land see mice and birds nest in dryer hoods and foundation-level vents. We clear nests, clean the run and fit dryer-rated caps with gravity flaps, since screens on a dryer vent trap lint.",
    },
  ],
};

export default city;
