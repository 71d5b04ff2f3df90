import type { City } from "../types";
import { pgeElectricLongName, pgeGasLongName } from "../utilities";

const city: City = {
  id: "milp",
  name: "Milpitas",
  state: "CA",
  stateSlug: "ca",
  region: "Silicon Valley",
  slug: "milpitas",
  updated: "2026-11-21",
  coordinates: { lat: 37.4323, lng: -121.8996 },
  image: "/images/cities/milpitas-card.webp",
  heroImage: "/images/cities/milpitas-hero.webp",
  climate:
    "Warm, dry summers and mild winters, with bay winds from the west and drier foothills rising east of Interstate 680.",
  climateFactors: {
    humidity: "Moderate near the bay, lower in the foothills",
    temperature: "Summer highs in the 80s, winter lows in the 40s",
    airQuality: "Landfill and compost odors on west winds, freeway traffic, foothill grass pollen",
    commonIssues: [
      "Odor episodes: west winds carry landfill and compost odors that leaky returns can pull indoors.",
      "Freeway traffic: 880, 680 and 237 add fine soot to homes between and near the interchanges.",
      "Foothill grass: dry grass east of 680 brings pollen in spring and fire risk in late summer.",
    ],
  },
  commonIssues: [
    "Outside odors pulled in through leaky returns",
    "Garage furnaces in Sunnyhills tract homes",
    "Long dryer runs in Transit Area condos",
    "Roof-routed dryer vents in foothill homes",
  ],
  neighborhoods: [
    "Sunnyhills",
    "Hillcrest",
    "The Pines",
    "Midtown",
    "Summitpointe",
    "Spring Valley",
    "Calaveras Hills",
    "Milpitas Transit Area",
  ],
  zipCodes: ["95035", "95036"],
  landmarks: [
    "Great Mall",
    "Ed Levin County Park",
    "Milpitas BART Station",
    "Alviso Adobe",
    "Spring Valley Golf Course",
  ],
  regulations: {
    permitRequired: false,
    description:
      "Residential duct cleaning needs no city permit; furnace replacement or duct alterations require a mechanical permit from the Milpitas Building Safety and Housing Department.",
  },
  utilities: {
    electric: pgeElectricLongName,
    gas: pgeGasLongName,
    water: {
      name: "City of Milpitas Water Utility",
      phone: "(408) 586-3100",
      website: "https://www.milpitas.gov",
      emergencyPhone: "(408) 586-2400",
    },
  },
  localKeywords: [
    "air duct cleaning Milpitas",
    "dryer vent cleaning Milpitas",
    "duct cleaning Sunnyhills",
    "dryer vent cleaning Milpitas BART condos",
    "duct cleaning for odors Milpitas",
  ],
  metaDescription:
    "Milpitas air duct and dryer vent cleaning for Sunnyhills tract homes, foothill houses and condos near BART, with help for outside odors and freeway dust.",
  population: 80273,
  medianIncome: 167000,
  intro: [
    "Milpitas went from farm town to suburb almost overnight after Ford opened its assembly plant there in 1955. Sunnyhills and the other early tracts between the freeways filled with modest single-story homes, typically on slab or shallow crawl-space foundations with the furnace in the garage. Later building pushed east of Interstate 680 into the foothills, where Hillcrest, Summitpointe and Spring Valley have larger homes from the 1970s through the 1990s. Around the Milpitas BART station, the Transit Area has added thousands of condos and apartments in the past decade.",
    "The city has a well-known odor problem. The landfill, composting and wastewater facilities just west of the city line have drawn complaints from residents for years, especially when the wind comes off the bay. Interstates 880 and 680 and Highway 237 carry heavy traffic through town, and the industrial areas to the west add their own dust. In the foothills, grass fires and pollen are the seasonal worries, and summer afternoons get warm.",
    "Outside smells can slip into a house through leaky return ducts, and once inside they cling to dust and lint. Cleaning the system and checking returns for gaps that draw in outdoor air go hand in hand here. In the high-density buildings around BART, each unit's laundry exhaust may wind through ceilings for a long distance, so property managers help schedule access. Foothill homes bring bigger systems and, often, a dryer line that ends at a cap on the roof.",
  ],
  localChallenges: [
    {
      title: "Odor intrusion",
      text: "When west winds carry smells from the facilities near the bay, homes with leaky return ducts pull that air inside. The system is cleaned, and returns are checked for gaps that let outside air slip in.",
    },
    {
      title: "Sunnyhills tract homes",
      text: "The early postwar homes near the old Ford plant site, now the Great Mall, often have garage furnaces and small original ducts. Decades of dust and lint collect inside, and cleaning can restore airflow to distant rooms.",
    },
    {
      title: "Transit Area condos",
      text: "New buildings near the Milpitas BART station have dryer vents that travel long distances through ceilings. Property managers set up access, and every unit's line is brushed through to the exterior grille.",
    },
    {
      title: "Foothill homes",
      text: "Hillcrest and Summitpointe homes are larger, often with attic ducts and dryer vents running to the roof. The full system is cleaned, and the roof cap is checked for lint and windblown debris.",
    },
  ],
};

export default city;
