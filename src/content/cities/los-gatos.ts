import type { City } from "../types";
import { pgeElectricWithOutageLine, pgeGasShortPrograms, sanJoseWater } from "../utilities";

const city: City = {
  id: "lgatos",
  name: "Los Gatos",
  state: "CA",
  stateSlug: "ca",
  region: "South Bay",
  slug: "los-gatos",
  updated: "2026-11-21",
  coordinates: { lat: 37.2358, lng: -121.9624 },
  image: "/images/cities/los-gatos-card.webp",
  heroImage: "/images/cities/los-gatos-hero.webp",
  climate:
    "Los Gatos sits where the Santa Clara Valley meets the Santa Cruz Mountains, with warm, dry summers, cool canyon nights, wetter winters in the hills and real wildfire exposure.",
  climateFactors: {
    humidity: "Low in summer on the valley floor, damper in the redwood canyons",
    temperature: "Summer highs in the upper 80s, colder nights and occasional frost in the hills",
    airQuality: "Highway 17 traffic, redwood and oak pollen, wildfire smoke and ash from the mountains",
    commonIssues: [
      "Wildfire ash: Homes near the mountain edge can collect ash and soot in ducts during fire season, and the odor lingers without cleaning.",
      "Forest debris: Redwood needles, oak leaves and bark fragments block dryer hoods and gather around foundation vents on wooded lots.",
      "Canyon dampness: Shaded hillside lots stay cool and damp through winter, so crawl-space ducts can develop mildew odors.",
    ],
  },
  commonIssues: [
    "Smoke and ash in hillside home ducts",
    "Crawl-space ducts in historic homes",
    "Needle-clogged dryer hoods",
    "Mildew smell from shaded crawl spaces",
    "Long, multi-zone runs in custom homes",
  ],
  neighborhoods: [
    "Downtown Los Gatos",
    "Almond Grove",
    "Fairview Plaza",
    "Broadway",
    "Blossom Hill",
    "Vasona",
    "Belgatos",
    "Kennedy Road",
    "Shannon Road",
    "Los Gatos Mountains",
  ],
  zipCodes: ["95030", "95032", "95033"],
  landmarks: [
    "Vasona Lake County Park",
    "Oak Meadow Park and the Billy Jones Wildcat Railroad",
    "Lexington Reservoir",
    "Forbes Mill",
    "Los Gatos Creek Trail",
    "Netflix headquarters",
  ],
  regulations: {
    permitRequired: false,
    description:
      "The Town of Los Gatos requires no permit for routine duct or dryer vent cleaning; replacing ducts, a furnace or an air handler needs a mechanical permit from the Town of Los Gatos Building Division.",
  },
  utilities: {
    electric: pgeElectricWithOutageLine,
    gas: pgeGasShortPrograms,
    water: sanJoseWater,
  },
  localKeywords: [
    "air duct cleaning Los Gatos",
    "dryer vent cleaning Los Gatos",
    "smoke and ash duct cleaning Los Gatos",
    "duct cleaning Almond Grove",
    "air duct cleaning 95030",
  ],
  metaDescription:
    "Los Gatos air duct and dryer vent cleaning for Almond Grove historic homes, wooded hillside houses off Kennedy Road and systems that pulled in wildfire ash.",
  population: 33529,
  medianIncome: 167622,
  intro: [
    "Los Gatos has an unusually wide range of homes for a small town. The Almond Grove and Fairview Plaza historic districts near downtown are full of Victorians, Craftsman bungalows and early twentieth-century cottages on raised foundations. Out toward Blossom Hill and Belgatos, post-war and 1960s ranch homes fill the flatter ground, and in the hills along Kennedy Road, Shannon Road and up Highway 17 toward the summit, large custom houses sit on steep, wooded lots with complicated duct layouts.",
    "The historic homes tend to run ducts through tight crawl spaces, often added long after the house was built, with awkward turns around old framing. The hillside customs have the opposite issue: long runs, multiple zones, and air handlers tucked into attics or lower-level mechanical rooms. In both cases the surroundings push in organic debris. Redwood and oak litter packs into exterior vents, and shaded lots stay cool and damp enough in winter to give crawl-space ductwork a mildew smell.",
    "Fire season is the factor no Los Gatos homeowner forgets. When the Santa Cruz Mountains burn, smoke and fine ash drift down over town, and homes near the hillside edge can draw that residue into their systems for weeks. We clean for it specifically: full-length brushing of supply and return runs, attention to the return plenum where ash collects, and a check of exterior vents for lint and leaf litter that could catch a stray ember.",
  ],
  localChallenges: [
    {
      title: "Ash after fire season",
      text: "Hillside homes along Kennedy Road and in the mountains often pull wildfire ash into their returns. We clean the whole system, including the plenum, so the smoky smell does not come back each time the heat runs.",
    },
    {
      title: "Historic crawl spaces",
      text: "Almond Grove and Fairview Plaza homes often have ductwork squeezed through shallow crawl spaces under old framing. We work carefully, check for disconnected runs and leave the original structure as we found it.",
    },
    {
      title: "Wooded-lot vents",
      text: "Redwood needles and oak leaves clog dryer hoods and vent caps on shaded lots. Dry lint plus leaf litter at an exterior vent is a real hazard near wildland, so we clear both on every visit.",
    },
  ],
};

export default city;
