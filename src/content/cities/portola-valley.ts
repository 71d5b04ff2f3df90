import type { City } from "../types";
import { calWaterBearGulch, pgeElectric, pgeGas } from "../utilities";

const city: City = {
  id: "portola",
  name: "Portola Valley",
  state: "CA",
  stateSlug: "ca",
  region: "Peninsula",
  slug: "portola-valley",
  updated: "2026-11-21",
  coordinates: { lat: 37.3841, lng: -122.2352 },
  image: "/images/cities/portola-valley-card.webp",
  heroImage: "/images/cities/portola-valley-hero.webp",
  climate:
    "Mild, wooded foothill climate with warm, dry summers, cool damp winters in the canyons and high wildfire exposure.",
  climateFactors: {
    humidity: "Low in summer on open slopes; persistently damp in shaded redwood canyons during winter",
    temperature: "Summer highs in the low 80s; winter nights in the 30s on the valley floor",
    airQuality: "Clean most of the year, with oak and grass pollen and heavy smoke during Santa Cruz Mountains fires",
    commonIssues: [
      "Fault movement: Settling and small quakes loosen duct joints and boots under floors.",
      "Canyon dampness: Redwood shade keeps crawl spaces cool and moist, feeding musty odors in ducts.",
      "Wildland smoke: Fire-season smoke penetrates homes at the edge of open space and lingers in ductwork.",
    ],
  },
  commonIssues: [
    "Loose or disconnected under-floor ducts",
    "Rodent and wood rat nesting",
    "Smoke odor after fire season",
    "Unsafe dryer vents in older cabins",
  ],
  neighborhoods: [
    "Central Portola Valley",
    "Portola Valley Ranch",
    "Westridge",
    "Alpine Hills",
    "Blue Oaks",
    "Corte Madera",
    "Los Trancos Woods",
    "Vista Verde",
    "Woodside Highlands",
  ],
  zipCodes: ["94028"],
  landmarks: [
    "Windy Hill Open Space Preserve",
    "Our Lady of the Wayside Church",
    "Portola Valley Town Center",
    "Jasper Ridge Biological Preserve",
    "Alpine Inn",
  ],
  regulations: {
    permitRequired: false,
    description:
      "Portola Valley requires no permit for routine duct or dryer vent cleaning; equipment replacement, duct changes and new vent routing need a permit from the Town of Portola Valley Building Department.",
  },
  utilities: {
    electric: pgeElectric,
    gas: pgeGas,
    water: calWaterBearGulch,
  },
  localKeywords: [
    "air duct cleaning Portola Valley",
    "dryer vent cleaning Portola Valley",
    "duct cleaning Portola Valley Ranch",
    "smoke odor duct cleaning Portola Valley",
    "crawl space duct repair Westridge",
  ],
  metaDescription:
    "Fault-loosened ducts, rodent nests and wildfire smoke are everyday work in Portola Valley, from Westridge customs to Ranch homes and Los Trancos cabins.",
  population: 4456,
  medianIncome: 250000,
  intro: [
    "Portola Valley is quiet, wooded and built directly on the San Andreas Fault, which runs through the heart of town along the valley floor. Houses here range from 1920s summer cabins in Los Trancos Woods and Woodside Highlands to mid-century custom homes in Westridge and Alpine Hills and the cedar-sided clusters of Portola Valley Ranch from the 1970s. Many sit on slopes, with crawl spaces and under-floor ducts that shift as the hillsides settle a little every year.",
    "Ground movement matters more than people think. A small quake or slow settling can pull a duct off its boot or split a joint under the floor, and the first sign may simply be a cold room or more dust than usual. In shaded canyons lined with redwood and bay laurel, winter air stays damp, and ducts in unsealed crawl spaces can grow a musty film. Rodents and wood rats live close by as well and sometimes nest in insulation and duct runs.",
    "Fire and smoke shape the rest of the year. Most of the town sits in the wildland-urban interface, and smoke from fires in the Santa Cruz Mountains has pushed deep into homes during recent autumns. In that setting lint is more than a nuisance: it burns readily, and some older cabins still vent down into a crawl space or along a long run beneath the deck. We clean vents fully to the exterior and recommend rigid metal ducts and screened hoods that close.",
  ],
  localChallenges: [
    {
      title: "Homes on a fault",
      text: "The San Andreas Fault runs through Portola Valley, and the slopes here creep and settle. Under-floor ducts separate at joints and boots over time, dumping heated air into the crawl space and drawing dust and damp air back in.",
    },
    {
      title: "Cabins turned year-round homes",
      text: "Many houses in Los Trancos Woods and Woodside Highlands began as weekend cabins. Later heating retrofits squeezed ducts into low crawl spaces, and some dryers still vent below the floor instead of outdoors.",
    },
    {
      title: "Wildland neighbors",
      text: "Open space surrounds most of town, so rodents, wood rats and smoke are regular visitors. Nesting material in ducts and smoke residue in filters call for cleaning and sealing, not just a fresh filter.",
    },
  ],
};

export default city;
