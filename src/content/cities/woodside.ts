import type { City } from "../types";
import { calWaterBearGulch, pgeElectric, pgeGas } from "../utilities";

const city: City = {
  id: "woodside",
  name: "Woodside",
  state: "CA",
  stateSlug: "ca",
  region: "Peninsula",
  slug: "woodside",
  updated: "2026-11-21",
  coordinates: { lat: 37.4299, lng: -122.2539 },
  image: "/images/cities/woodside-card.webp",
  heroImage: "/images/cities/woodside-hero.webp",
  climate:
    "Warm, dry summers in the valley around the town center and cool, foggy, rain-soaked redwood forest along the ridge toward Skyline.",
  climateFactors: {
    humidity: "Low in the valley in summer; high year-round on Kings Mountain and in the redwood canyons",
    temperature: "Valley highs in the low 80s; ridge-top days 10 to 15 degrees cooler",
    airQuality: "Arena and pasture dust, heavy grass and oak pollen, and wildfire smoke from the Santa Cruz Mountains",
    commonIssues: [
      "Arena dust: Fine soil and manure dust from riding rings and pastures reaches nearby air intakes.",
      "Ridge-top fog: Summer fog drip on Kings Mountain keeps crawl spaces and duct exteriors wet.",
      "Fire-season smoke: Smoke from mountain fires seeps into ranch homes and lingers in ductwork.",
    ],
  },
  commonIssues: [
    "Paddock and arena dust in ducts",
    "Damp crawl-space ducts in redwood areas",
    "Long dryer runs in sprawling ranch homes",
    "Smoke residue after fire season",
  ],
  neighborhoods: [
    "Town Center",
    "Woodside Glens",
    "Emerald Hills",
    "Kings Mountain",
    "Skywood",
    "Whiskey Hill",
    "Mountain Home",
    "Olive Hill",
  ],
  zipCodes: ["94062"],
  landmarks: [
    "Filoli",
    "Huddart County Park",
    "Wunderlich County Park",
    "Woodside Store",
    "Pioneer Saloon",
    "Buck's of Woodside",
  ],
  regulations: {
    permitRequired: false,
    description:
      "Woodside asks for no permit to clean ducts or dryer vents; furnace replacement, new ducts or rerouted vents require a permit from the Town of Woodside Planning and Building Department.",
  },
  utilities: {
    electric: pgeElectric,
    gas: pgeGas,
    water: calWaterBearGulch,
  },
  localKeywords: [
    "air duct cleaning Woodside",
    "dryer vent cleaning Woodside",
    "duct cleaning Kings Mountain",
    "horse property duct cleaning Woodside",
    "smoke odor duct cleaning Woodside CA",
  ],
  metaDescription:
    "Arena dust, damp redwood crawl spaces and fire-season smoke shape duct and dryer vent cleaning in Woodside, from horse properties to Kings Mountain cabins.",
  population: 5309,
  medianIncome: 250000,
  intro: [
    "Woodside is horse country within sight of Silicon Valley. Barns, riding arenas and pastures line the roads around the town center, and the homes that go with them run from 1930s ranch houses and shingled country places to new estates set far back behind oak-lined drives. On many of these properties a furnace or air handler draws air only a short distance from a paddock, and fine arena dust and hay chaff arrive indoors on every warm, dry afternoon.",
    "Climb toward Skyline Boulevard and conditions change quickly. Kings Mountain and Skywood sit among redwoods and Douglas fir, where fog drips from the trees in summer and winter storms drop far more rain than the valley below. Houses there stay damp, crawl spaces hold moisture, and ducts under the floor can pick up a musty smell. Some mountain homes rely on propane or wood heat alongside a forced-air system, so we confirm how each house is actually heated before starting.",
    "Wildfire is the shared concern. The western half of town backs onto county parks and open space preserves, and much of it falls in mapped fire hazard severity zones. Clean dryer vents are a simple part of fire safety here, especially where the laundry sits at the far end of a long ranch house and the duct runs thirty feet or more. After smoky seasons, owners also ask us to clear residue from their ducts so the odor stops returning with every heating cycle.",
  ],
  localChallenges: [
    {
      title: "Barns next to bedrooms",
      text: "On Woodside's horse properties, houses often stand within a few hundred feet of arenas and paddocks. Fine dust, dander and chaff enter through intakes and leaky returns, so filters load quickly and blowers collect grit.",
    },
    {
      title: "Life above the fog line",
      text: "Homes on Kings Mountain and in Skywood see summer fog drip and heavy winter rain. Crawl spaces stay wet for months, and ducts running through them can rust at metal joints or turn musty where insulation stays damp.",
    },
    {
      title: "Fire country dryer safety",
      text: "With much of western Woodside in mapped fire hazard zones, lint-packed dryer ducts are a risk worth removing. Long runs in rambling ranch houses need cleaning from the dryer all the way to a working exterior hood.",
    },
  ],
};

export default city;
