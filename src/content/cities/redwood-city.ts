import type { City } from "../types";
import { pgeElectricLongName, pgeGasLongName } from "../utilities";

const city: City = {
  id: "rwc",
  name: "Redwood City",
  state: "CA",
  stateSlug: "ca",
  region: "Peninsula",
  slug: "redwood-city",
  updated: "2026-11-21",
  coordinates: { lat: 37.4852, lng: -122.2364 },
  image: "/images/cities/redwood-city-card.webp",
  heroImage: "/images/cities/redwood-city-hero.webp",
  climate:
    "Sunny and mild with warm summers and cool winters, plus breezier, moister air out in Redwood Shores along the bay.",
  climateFactors: {
    humidity: "Moderate; higher around the Redwood Shores lagoons",
    temperature: "Summer highs in the upper 70s-80s, mild winters",
    airQuality: "Port and freeway dust in the flats, pollen and occasional smoke in the hills",
    commonIssues: [
      "Port dust: bulk materials handled at the Port of Redwood City can add fine grit to homes downwind.",
      "Lagoon moisture: damp air around Redwood Shores promotes musty odors in ducts and dryer lines.",
      "Hillside pollen: oak and grass pollen from the western hills loads filters every spring.",
    ],
  },
  commonIssues: [
    "Long interior dryer runs in Redwood Shores townhomes",
    "Crawl-space ducts in Mount Carmel bungalows",
    "Two-system homes in the hills",
    "Musty odors near the lagoons",
  ],
  neighborhoods: [
    "Redwood Shores",
    "Mount Carmel",
    "Eagle Hill",
    "Farm Hill",
    "Edgewood Park",
    "Roosevelt",
    "Woodside Plaza",
    "Friendly Acres",
    "Centennial",
    "Redwood Oaks",
    "Stambaugh-Heller",
    "Palm Park",
    "Downtown Redwood City",
  ],
  zipCodes: ["94061", "94062", "94063", "94065"],
  landmarks: [
    "Courthouse Square and the San Mateo County History Museum",
    "Fox Theatre",
    "Port of Redwood City",
    "Bair Island",
    "Stulsaft Park",
  ],
  regulations: {
    permitRequired: false,
    description:
      "Residential duct cleaning needs no city permit; furnace replacement or duct alterations require a mechanical permit from the Redwood City Building Division.",
  },
  utilities: {
    electric: pgeElectricLongName,
    gas: pgeGasLongName,
    water: {
      name: "City of Redwood City Public Works Services",
      phone: "(650) 780-7464",
      website: "https://www.redwoodcity.org",
      emergencyPhone: "(650) 780-7464",
    },
  },
  localKeywords: [
    "air duct cleaning Redwood City",
    "dryer vent cleaning Redwood City",
    "duct cleaning Redwood Shores",
    "dryer vent cleaning Mount Carmel",
    "duct cleaning Farm Hill",
  ],
  metaDescription:
    "Redwood City air duct and dryer vent cleaning for Redwood Shores townhomes, Mount Carmel crawl spaces and Farm Hill homes, from port dust to lagoon damp.",
  population: 84292,
  medianIncome: 161000,
  intro: [
    "Redwood City still advertises a 'Climate Best by Government Test,' and the sunny weather is real, but the houses are far from uniform. Mount Carmel and the streets around downtown have cottages and bungalows built between the First World War and the early 1940s. Farm Hill, Edgewood Park and the western hills hold mid-century ranch and split-level homes with views toward the bay. Redwood Shores, built on filled bay land from the late 1960s onward, has townhomes and single-family houses on slab foundations beside lagoons and channels.",
    "Each part of town breathes different air. Downtown and the flats near Highway 101 and El Camino Real see heavy traffic, and the Port of Redwood City moves bulk cargo such as sand, gravel and scrap metal, whose dust can ride the afternoon wind. Redwood Shores is surrounded by water, with more moisture and cooler breezes. The western hills are warmer and drier, with oak woodland and grass that raise fire risk and release heavy pollen each spring.",
    "Slab homes in Redwood Shores usually carry their ducts in the attic or between floors, and the dryer exhaust often snakes a long way inside the walls before it reaches daylight. Older Mount Carmel houses have ducts in crawl spaces, where moisture and rodents cause most of the trouble. Up in the hills, bigger houses often run two separate systems. Each type gets a full cleaning, a look for damage and leaks, and a final test that the laundry exhaust leaves the house with real force.",
  ],
  localChallenges: [
    {
      title: "Redwood Shores townhomes",
      text: "Homes on slab foundations route ducts and dryer vents through attics or between floors. Long runs with many bends collect lint, so each one is brushed its full length, bends included, and the outside hood gets a look too.",
    },
    {
      title: "Mount Carmel crawl spaces",
      text: "Older homes near downtown often have ducts under the floor. Moisture and rodents are common issues, and we look for disconnections and droppings before the vacuum goes on.",
    },
    {
      title: "Hillside homes",
      text: "Larger homes in Farm Hill and Edgewood Park often have two furnaces or zoned systems. Each system is cleaned separately, and zone dampers are tested to confirm they open and close properly.",
    },
    {
      title: "Downtown apartments",
      text: "New buildings near the Caltrain station have long, concealed dryer runs. Building management arranges access, and each unit's vent is cleaned all the way to the outside wall.",
    },
  ],
};

export default city;
