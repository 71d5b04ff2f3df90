import type { City } from "../types";
import { pgeGasShortPrograms } from "../utilities";

const city: City = {
  id: "alameda",
  name: "Alameda",
  state: "CA",
  stateSlug: "ca",
  region: "East Bay",
  slug: "alameda",
  updated: "2026-11-21",
  coordinates: { lat: 37.7652, lng: -122.2416 },
  image: "/images/cities/alameda-card.webp",
  heroImage: "/images/cities/alameda-hero.webp",
  climate:
    "Alameda's island setting keeps temperatures mild all year, with breezy summer afternoons, foggy mornings and salty, humid air off the estuary and bay.",
  climateFactors: {
    humidity: "High; surrounded by water with frequent morning fog",
    temperature: "Mild: summer highs near 70, winter lows in the mid-40s",
    airQuality: "Port of Oakland diesel across the estuary, Oakland airport traffic near Bay Farm, salt air",
    commonIssues: [
      "Port diesel: Ship and truck exhaust from the Port of Oakland drifts across the estuary and leaves black soot in West End and Webster Street homes.",
      "Salt and fog: Moist bay air corrodes sheet-metal boots and dryer hoods and keeps basement ductwork cool and damp.",
      "Old-house dust: Plaster grit and decades of soot shaken loose inside century-old walls find their way into gravity-era ducts.",
    ],
  },
  commonIssues: [
    "Century-old gravity furnace ducts",
    "Diesel soot near the estuary",
    "Basement ducts with old insulation wrap",
    "Long dryer runs in converted Victorians",
    "Corroded dryer hoods near the water",
  ],
  neighborhoods: [
    "Gold Coast",
    "East End",
    "West End",
    "Fernside",
    "Bay Farm Island",
    "Harbor Bay Isle",
    "South Shore",
    "Park Street",
    "Webster Street",
    "Alameda Point",
    "Marina Village",
    "Central Alameda",
  ],
  zipCodes: ["94501", "94502"],
  landmarks: [
    "USS Hornet Museum",
    "Park Street Historic Commercial District",
    "Robert W. Crown Memorial State Beach",
    "Alameda Theatre",
    "Alameda Point",
  ],
  regulations: {
    permitRequired: false,
    description:
      "Cleaning existing ducts needs no permit in Alameda; replacing a furnace or altering ducts requires a mechanical permit from the City of Alameda Permit Center, and California's Title 24 rules call for duct leakage testing on most replacements.",
  },
  utilities: {
    electric: {
      name: "Alameda Municipal Power (AMP)",
      phone: "510-748-3900",
      website: "https://www.alamedamp.com",
      emergencyPhone: "510-748-3900",
    },
    gas: pgeGasShortPrograms,
    water: {
      name: "East Bay Municipal Utility District (EBMUD)",
      phone: "1-866-403-2683",
      website: "https://www.ebmud.com",
      emergencyPhone: "1-866-403-2683",
      programs: ["WaterSmart Center", "Do-It-Yourself Home Survey Kit"],
    },
  },
  localKeywords: [
    "air duct cleaning Alameda CA",
    "dryer vent cleaning Alameda",
    "Victorian home duct cleaning Alameda",
    "duct cleaning Bay Farm Island",
    "gravity furnace duct cleaning Alameda",
  ],
  metaDescription:
    "Alameda air duct and dryer vent cleaning for Gold Coast Victorians with gravity-furnace ducts, Bay Farm Island homes and West End rooms dusted by port soot.",
  population: 78280,
  intro: [
    "Alameda is known for its Victorian housing, and a walk down the streets of the Gold Coast or the East End shows why: Queen Annes, Stick-style cottages and brown-shingle bungalows, most built between the 1880s and the 1920s on raised basements. Many were heated by gravity furnaces that sent warm air up through large round ducts in the walls. Some of those systems are still in service; others were converted to forced air, with a modern blower now pushing through the original, oversized metal.",
    "That history matters when we clean. Old basement ducts can carry insulation wraps that need testing before anyone disturbs them, joints were often sealed with materials that have since crumbled, and converted Victorians may route a dryer vent through a former pantry and a long stretch of basement before it reaches the side yard. Bay Farm Island and Harbor Bay Isle are the opposite case: 1970s and 80s homes on slabs with attic ducts and shorter, simpler runs.",
    "The air around the island adds soot and salt. Ships and drayage trucks at the Port of Oakland sit just across the estuary from the West End, planes climb out of Oakland airport beyond Bay Farm, and the wind carries damp, salty air over everything. Homeowners here tend to find black dust on supply registers and rust on exterior vent caps long before the ductwork itself looks worn, which is usually the first sign that a cleaning is due.",
  ],
  localChallenges: [
    {
      title: "Gravity-furnace conversions",
      text: "Many Gold Coast and East End homes push forced air through the original oversized gravity ducts. Those wide trunks collect heavy debris and leak at old joints; we clean them with high-volume equipment and reseal reachable seams with mastic.",
    },
    {
      title: "Testing older duct wrap",
      text: "Basement ducts installed before the 1980s sometimes wear insulation that may contain asbestos. We stop and recommend testing before disturbing suspect material, then work around it or after abatement, never through it.",
    },
    {
      title: "Estuary soot",
      text: "West End and Alameda Point homes downwind of the Port of Oakland gather oily black residue on registers and return grilles. Washing grilles and brushing trunks removes it, and a better filter slows its return.",
    },
  ],
};

export default city;
