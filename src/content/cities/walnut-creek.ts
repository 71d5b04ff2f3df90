import type { City } from "../types";
import { ebmudWaterCap, pgeElectricLongName, pgeGasLongName } from "../utilities";

const city: City = {
  id: "wc",
  name: "Walnut Creek",
  state: "CA",
  stateSlug: "ca",
  region: "East Bay",
  slug: "walnut-creek",
  updated: "2026-11-21",
  coordinates: { lat: 37.9101, lng: -122.0652 },
  image: "/images/cities/walnut-creek-card.webp",
  heroImage: "/images/cities/walnut-creek-hero.webp",
  climate: "Hot, dry inland summers and cool, wet winters, with little fog and frequent smoke and pollen.",
  climateFactors: {
    humidity: "Low in summer, higher during winter storms",
    temperature: "Summer highs often in the 90s with occasional 100+ days; winter lows in the 30s",
    airQuality: "Wildfire smoke from Mount Diablo and beyond, heavy oak and grass pollen",
    commonIssues: [
      "Heavy cooling load: months of air conditioning deposit fine dust throughout supply branches.",
      "Attic heat: scorching attics age flex duct and foil tape, leading to leaks and sagging runs.",
      "Smoke and pollen: summer smoke and spring pollen clog filters and coat return grilles.",
    ],
  },
  commonIssues: [
    "Sagging attic flex duct",
    "Dust buildup from long cooling seasons",
    "Dryer vents through shared walls in Rossmoor",
    "Pollen-loaded filters in spring",
  ],
  neighborhoods: [
    "Rossmoor",
    "Northgate",
    "Parkmead",
    "Buena Vista",
    "Rancho San Miguel",
    "Walnut Heights",
    "Ygnacio Valley",
    "Woodlands",
    "Tice Valley",
    "Downtown Walnut Creek",
  ],
  zipCodes: ["94595", "94596", "94597", "94598"],
  landmarks: [
    "Broadway Plaza",
    "Lesher Center for the Arts",
    "Heather Farm Park",
    "Ruth Bancroft Garden",
    "Shell Ridge Open Space",
  ],
  regulations: {
    permitRequired: false,
    description:
      "Residential duct cleaning needs no city permit; replacing a furnace or altering ducts requires a mechanical permit from the City of Walnut Creek Building Division.",
  },
  utilities: {
    electric: pgeElectricLongName,
    gas: pgeGasLongName,
    water: ebmudWaterCap,
  },
  localKeywords: [
    "air duct cleaning Walnut Creek",
    "dryer vent cleaning Walnut Creek",
    "duct cleaning Rossmoor",
    "attic duct cleaning Northgate",
    "AC duct cleaning Walnut Creek",
  ],
  metaDescription:
    "Walnut Creek air duct and dryer vent cleaning for hot ranch-home attics, Rossmoor manors and co-ops, and homes coping with Mount Diablo smoke and pollen.",
  population: 70127,
  medianIncome: 129500,
  intro: [
    "Walnut Creek lies on the warm side of the Berkeley Hills, and its houses were built for heat. Ranch homes from the 1950s and 1960s fill Walnut Heights, Parkmead, Northgate and the Ygnacio Valley, usually with a furnace and air conditioner feeding ducts through a low, hot attic. Rossmoor, the large adult community on the city's southwest side, is made up of manors, co-ops and condominiums from the 1960s onward, many with shared walls and compact mechanical closets. Newer apartments and condos cluster around downtown and the BART station.",
    "Summer here is serious. Afternoons in the 90s are routine from June through September and triple-digit days are no surprise, so the air conditioner carries a heavy load and ducts move air for months on end. Dry grass on the open-space ridges and the flanks of Mount Diablo burns in many years, and smoke from fires across Northern California pools in the valley. Spring delivers dense oak and grass pollen, and scorching attics wear out flex duct and tape faster than they would in a coastal town.",
    "Our work in Walnut Creek centers on the cooling side. Supply and return ducts are cleaned, attic flex is checked for tears, kinks and crushed sections, and the area around the air conditioner coil gets a look for dust and debris. In Rossmoor and other multi-unit communities we follow association rules on access and scheduling, and we pay close attention to dryer vents that pass through shared walls or ceilings on their way outside.",
  ],
  localChallenges: [
    {
      title: "Ranch-home attics",
      text: "Many 1950s and 1960s homes have ducts in shallow attics that get extremely hot each summer. Flex duct up there breaks down with age, so tears and disconnections are checked during every cleaning.",
    },
    {
      title: "Rossmoor manors and co-ops",
      text: "Units in Rossmoor often share walls and have dryer vents that cross neighboring spaces. Visits are arranged around residents and community rules, and each line is brushed from the dryer collar to daylight.",
    },
    {
      title: "Smoke-season buildup",
      text: "When smoke from Mount Diablo or distant fires lingers, fine ash collects in returns and filters. A cleaning after a heavy smoke season helps clear the stale, smoky smell that can hang in ducts for months.",
    },
    {
      title: "Cooling coil debris",
      text: "Long air conditioning seasons pull dust past weak filters toward the coil and into the supply plenum. We inspect that area and tell owners when a coil cleaning by their HVAC contractor is worth scheduling.",
    },
  ],
};

export default city;
