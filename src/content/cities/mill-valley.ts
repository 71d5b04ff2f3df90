import type { City } from "../types";
import { marinWater, pgeElectric, pgeGas } from "../utilities";

const city: City = {
  id: "millv",
  name: "Mill Valley",
  state: "CA",
  stateSlug: "ca",
  region: "North Bay",
  slug: "mill-valley",
  updated: "2026-11-21",
  coordinates: { lat: 37.9061, lng: -122.5449 },
  image: "/images/cities/mill-valley-card.webp",
  heroImage: "/images/cities/mill-valley-hero.webp",
  climate:
    "Cool, shaded redwood-canyon climate on the slopes of Mount Tamalpais, with damp winters, summer fog and a sunnier bayfront along Richardson Bay.",
  climateFactors: {
    humidity: "High in the canyons year-round; moderate on the bayfront flats",
    temperature: "Canyon summers in the 60s and 70s, the flats a few degrees warmer; winter lows in the upper 30s",
    airQuality: "Clean forest air with redwood pollen and needle litter, plus smoke during regional fire events",
    commonIssues: [
      "Redwood shade: Canyon homes stay damp, and moisture condenses on ducts in shaded crawl spaces.",
      "Needle fall: Redwood needles and duff clog roof vent caps and gutters near dryer terminations.",
      "Bay fog: Evening fog over Richardson Bay keeps homes on the flats damp through summer.",
    ],
  },
  commonIssues: [
    "Musty crawl-space ducts in canyon cottages",
    "Redwood needles in roof vent caps",
    "Retrofitted ducts in century-old cabins",
    "Lint-packed dryer runs in the dry season",
  ],
  neighborhoods: [
    "Downtown Mill Valley",
    "Cascade Canyon",
    "Blithedale Canyon",
    "Warner Canyon",
    "Sycamore Park",
    "Enchanted Knolls",
    "Scott Valley",
    "Alto",
    "Homestead Valley",
    "Strawberry",
    "Tamalpais Valley",
  ],
  zipCodes: ["94941", "94942"],
  landmarks: [
    "Lytton Square and the Depot",
    "Old Mill Park",
    "Dipsea Steps",
    "Mill Valley Outdoor Art Club",
    "Sweetwater Music Hall",
    "Bayfront Park",
  ],
  regulations: {
    permitRequired: false,
    description:
      "Mill Valley does not permit routine duct or dryer vent cleaning; furnace changeouts, duct alterations and new vent penetrations go through the City of Mill Valley Building Department.",
  },
  utilities: {
    electric: pgeElectric,
    gas: pgeGas,
    water: marinWater,
  },
  localKeywords: [
    "air duct cleaning Mill Valley",
    "dryer vent cleaning Mill Valley",
    "duct cleaning Cascade Canyon",
    "roof vent cap cleaning Mill Valley",
    "crawl space duct cleaning Mill Valley",
  ],
  metaDescription:
    "Mill Valley canyon cottages under redwoods need more than a duct brush: we clean damp crawl-space ducts, dryer vents and needle-choked roof vent caps.",
  population: 14231,
  medianIncome: 200000,
  intro: [
    "Mill Valley grew up in the redwood canyons on the east slope of Mount Tamalpais, and many of its oldest homes began as summer cabins for San Franciscans who came out by ferry and train for the weekend. Shingled cottages from the 1890s to the 1920s still line Cascade, Blithedale and Warner canyons, perched on steep lots above the creeks. Heating came later, often as ducts threaded through crawl spaces dug into the hillside, where sunlight rarely reaches and the soil stays damp.",
    "That shade is the defining condition. Under tall redwoods, houses stay cool and humid well into summer, moss grows on north walls, and crawl spaces hold moisture for months after the rains. Ducts in those spaces collect condensation, and fine organic dust can turn into a musty film that blows out when the furnace starts. Needles and duff also pile onto roofs and into rooftop vent caps, which is why we always check the terminations on canyon homes, not just the ducts.",
    "Down on the flats near Miller Avenue, Sycamore Park and the shore of Richardson Bay, houses from the 1940s through the 1960s sit on lower, sunnier ground, with slab or short crawl-space foundations and ducts in the attic. Tidal marsh air and fog off the bay still reach them. Across the whole city, fire safety matters: Mount Tamalpais rises directly above town, and ducts and dryer vents kept free of lint and debris are simple, practical steps through the long dry season.",
  ],
  localChallenges: [
    {
      title: "Cabins in the canyons",
      text: "Many homes in Cascade, Blithedale and Warner canyons began as summer cabins with no central heat. Furnaces added later squeezed ducts into hand-dug crawl spaces against the hillside, where access is hard and moisture never fully leaves.",
    },
    {
      title: "Forest on the roof",
      text: "Redwoods drop needles and duff year-round, and rooftop dryer caps and exhaust terminations fill up fast. A clean duct still will not vent properly if the cap above it is packed with debris.",
    },
    {
      title: "Below Mount Tamalpais",
      text: "Mill Valley sits at the foot of a mountain with a long fire history, and the dry season runs for months. Keeping dryer ducts and vent caps clear of lint and needles removes an easy ignition source close to the house.",
    },
  ],
};

export default city;
