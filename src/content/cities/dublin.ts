import type { City } from "../types";
import { pgeElectricWithOutageLine, pgeGasShortPrograms } from "../utilities";

const city: City = {
  id: "dublin",
  name: "Dublin",
  state: "CA",
  stateSlug: "ca",
  region: "East Bay",
  slug: "dublin",
  updated: "2026-11-21",
  coordinates: { lat: 37.7022, lng: -121.9358 },
  image: "/images/cities/dublin-card.webp",
  heroImage: "/images/cities/dublin-hero.webp",
  climate:
    "Dublin has warm to hot, dry summers and cool winters, with afternoon breezes through Dublin Canyon and far less fog than the bayside cities.",
  climateFactors: {
    humidity: "Low in summer, moderate in winter",
    temperature: "Summer highs in the upper 80s to 90s, winter lows in the upper 30s",
    airQuality:
      "Heavy traffic at the I-580/I-680 interchange, construction dust in growing east-side neighborhoods, wildfire smoke",
    commonIssues: [
      "Construction dust: Ongoing building in eastern Dublin leaves fine drywall and soil dust in nearby homes, and new houses often start life with debris in their ducts.",
      "Freeway particulate: The I-580 and I-680 interchange sits in the middle of town, adding exhaust soot to west and central neighborhoods.",
      "Summer cooling: Long AC seasons push air through attic ducts for months, and many newer homes have two systems to keep clean.",
    ],
  },
  commonIssues: [
    "Construction debris left in new-home ducts",
    "Two HVAC systems per house",
    "Long or rooftop dryer runs in townhomes",
    "Dust at returns after AC season",
    "Original 1960s ducts in West Dublin homes",
  ],
  neighborhoods: [
    "Downtown Dublin",
    "West Dublin",
    "California Highlands",
    "Schaefer Ranch",
    "Dublin Ranch",
    "Positano",
    "Wallis Ranch",
    "Jordan Ranch",
    "Boulevard",
  ],
  zipCodes: ["94568"],
  landmarks: [
    "Emerald Glen Park",
    "Dublin Heritage Park and Museums",
    "Shannon Community Center",
    "Dublin Hills Regional Park",
    "Persimmon Place",
    "Camp Parks",
  ],
  regulations: {
    permitRequired: false,
    description:
      "Dublin requires no permit to clean ducts or dryer vents; furnace, air-conditioner or duct replacements need a building permit from the City of Dublin Building and Safety Division.",
  },
  utilities: {
    electric: pgeElectricWithOutageLine,
    gas: pgeGasShortPrograms,
    water: {
      name: "Dublin San Ramon Services District (DSRSD)",
      phone: "925-828-8524",
      website: "https://www.dsrsd.com",
      emergencyPhone: "925-828-0515",
      programs: ["AquaHawk Customer Portal", "Low Income Assistance"],
    },
  },
  localKeywords: [
    "air duct cleaning Dublin CA",
    "dryer vent cleaning Dublin CA",
    "new construction duct cleaning Dublin",
    "duct cleaning Dublin Ranch",
    "air duct cleaning 94568",
  ],
  metaDescription:
    "Dublin, CA duct and dryer vent cleaning: construction debris in Dublin Ranch and Wallis Ranch ducts, two-system homes, rooftop vents and West Dublin ranches.",
  population: 72589,
  medianIncome: 191039,
  intro: [
    "Dublin is really two cities in one. West of I-680 and around downtown are the 1960s and 70s neighborhoods built when the area was still unincorporated: single-story ranches and modest two-stories with attic ducts, original metal trunks and furnaces in the garage. East of Tassajara Road, Dublin Ranch, Positano, Wallis Ranch, Jordan Ranch and the other post-2000 communities changed the map almost overnight, with large two-story homes, townhome clusters and apartment buildings.",
    "Newer is not the same as clean. Homes built in a fast-growing area often have drywall dust, sawdust and bits of packaging left inside the ductwork from construction, and grading on nearby lots keeps adding fine soil for years. Many of the bigger houses run two separate systems, one per floor, each with its own returns to overlook. Townhomes put the dryer upstairs and route the exhaust through the roof or a long side-wall run.",
    "Then there's the summer. Afternoons in the high 80s and 90s keep air conditioners running for months, and the I-580 and I-680 interchange adds a steady layer of exhaust to the middle of town. On the older west side we focus on aging seams and dusty attic trunks; on the east side, the first cleaning after construction tends to turn up the most surprising debris, from drywall screws to taped-over register boxes.",
  ],
  localChallenges: [
    {
      title: "Post-construction debris",
      text: "New homes in Dublin Ranch, Wallis Ranch and Jordan Ranch often still hold drywall dust and construction scraps in the ducts. A first cleaning a year or two after move-in removes it before it spreads to every room.",
    },
    {
      title: "Two-system homes",
      text: "Large two-story houses commonly run separate upstairs and downstairs systems, sometimes with an attic furnace that is hard to reach. We clean both, including returns and filter grilles owners may not know exist.",
    },
    {
      title: "Rooftop dryer exhaust",
      text: "Townhomes with second-floor laundry frequently vent through the roof. Lint builds up at the rooftop cap where the exhaust cools, so we clean from the roof as well as from the laundry room.",
    },
  ],
};

export default city;
