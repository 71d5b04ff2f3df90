import type { City } from "../types";
import { pgeElectricLongName, pgeGasLongName } from "../utilities";

const city: City = {
  id: "smateo",
  name: "San Mateo",
  state: "CA",
  stateSlug: "ca",
  region: "Peninsula",
  slug: "san-mateo",
  updated: "2026-11-21",
  coordinates: { lat: 37.5629, lng: -122.3255 },
  image: "/images/cities/san-mateo-card.webp",
  heroImage: "/images/cities/san-mateo-hero.webp",
  climate:
    "Mild Peninsula climate split between cooler, grayer western hills and breezier, sunnier neighborhoods along the bay shore.",
  climateFactors: {
    humidity: "Moderate to high near Marina Lagoon; fog spilling over the western hills",
    temperature: "Highs mostly in the 60s-70s, rarely hot",
    airQuality: "Highway 101 and 92 traffic, SFO aircraft to the north, seasonal smoke",
    commonIssues: [
      "Low-lying dampness: crawl spaces near the lagoon stay moist, and leaky ducts draw that musty air indoors.",
      "Hillside fog: western neighborhoods see damp mornings that slow drying and thicken lint buildup.",
      "Traffic particulates: homes close to 101 and 92 gather a dark film on grilles and filters.",
    ],
  },
  commonIssues: [
    "Musty air from damp crawl spaces",
    "Long basement trunks in older homes",
    "Low wall dryer vents packed with damp lint",
    "Concealed dryer runs in new condos",
  ],
  neighborhoods: [
    "Baywood",
    "San Mateo Park",
    "Aragon",
    "Beresford Park",
    "Hillsdale",
    "Laurelwood",
    "Sugarloaf",
    "Shoreview",
    "North Shoreview",
    "North Central",
    "Bay Meadows",
    "Sunnybrae",
    "Hayward Park",
    "Fiesta Gardens",
  ],
  zipCodes: ["94401", "94402", "94403", "94404"],
  landmarks: [
    "Central Park and its Japanese Tea Garden",
    "Hillsdale Shopping Center",
    "Coyote Point Recreation Area",
    "San Mateo County Event Center",
    "Sugarloaf Mountain Open Space",
  ],
  regulations: {
    permitRequired: false,
    description:
      "Residential duct cleaning needs no city permit; furnace replacement and duct alterations require a mechanical permit from the City of San Mateo Building Inspection Division.",
  },
  utilities: {
    electric: pgeElectricLongName,
    gas: pgeGasLongName,
    water: {
      name: "California Water Service (Cal Water), Bayshore District",
      phone: "(650) 558-7800",
      website: "https://www.calwater.com",
      emergencyPhone: "(650) 558-7800",
      programs: ["Low-Income Ratepayer Assistance (LIRA)"],
    },
  },
  localKeywords: [
    "air duct cleaning San Mateo",
    "dryer vent cleaning San Mateo",
    "duct cleaning San Mateo Park",
    "dryer vent cleaning Bay Meadows",
    "crawl space duct cleaning Shoreview",
  ],
  metaDescription:
    "San Mateo air duct and dryer vent cleaning for San Mateo Park basements, damp Shoreview crawl spaces, hillside split-levels and the new Bay Meadows condos.",
  population: 105661,
  medianIncome: 149000,
  intro: [
    "Within a few miles, San Mateo covers almost every Peninsula housing type. San Mateo Park and Baywood hold large 1910s to 1930s homes on tree-lined lots, many with full basements and their original duct trunks. The Hillsdale and Sugarloaf slopes were built out after the war with split-level and ranch homes that step up the hillside. East of Highway 101, Shoreview and North Shoreview are 1950s tracts on low ground near the bay, and Bay Meadows has replaced the old racetrack with townhouses and apartments.",
    "Weather changes block by block. Marine air spills over the hills from the coast and keeps the western neighborhoods cooler and grayer, while the east side enjoys clearer, breezier days along the bay. Low-lying streets near Marina Lagoon hold moisture, and crawl spaces there stay damp through winter. Traffic on 101 and 92, plus the steady stream of aircraft around SFO a few miles north, adds fine particles that settle into houses near the freeways.",
    "Older homes with basements usually need their long main trunks cleaned and the dampers that earlier owners added during furnace upgrades checked. In the bay-side tracts, dampness under the floor is the bigger issue: loose duct joints can pull musty air into living rooms, and dryer vents that exit low on the wall fill with soggy lint faster. In the newer Bay Meadows and downtown condos, laundry exhaust often travels a long, concealed path, and building managers need to be part of the plan.",
  ],
  localChallenges: [
    {
      title: "Bay-side crawl spaces",
      text: "Shoreview and Fiesta Gardens homes sit on low, damp ground near the lagoon. Moist crawl spaces and loose joints let musty air into the ducts, so connections are checked and sealing is recommended wherever gaps turn up.",
    },
    {
      title: "Stately homes in San Mateo Park",
      text: "Large older houses often have long trunk lines and several add-on branches from past remodels. Cleaning takes more time, and hardwood floors and plaster around each register are protected throughout.",
    },
    {
      title: "Split-levels on the hills",
      text: "Sugarloaf and Laurelwood split-levels often feed three floor levels from one furnace. Uneven airflow is typical, and clearing blocked branches can help the upper bedrooms warm up as evenly as the rest of the house.",
    },
    {
      title: "Condo access near the train",
      text: "New buildings near the downtown Caltrain station and Bay Meadows route dryer exhaust through ceilings to exterior walls. Access is arranged ahead of time with management, and each unit's run is cleaned in full.",
    },
  ],
};

export default city;
