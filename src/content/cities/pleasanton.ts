import type { City } from "../types";
import { pgeElectricWithOutageLine, pgeGasShortPrograms } from "../utilities";

const city: City = {
  id: "pleas",
  name: "Pleasanton",
  state: "CA",
  stateSlug: "ca",
  region: "East Bay",
  slug: "pleasanton",
  updated: "2026-11-21",
  coordinates: { lat: 37.6624, lng: -121.8747 },
  image: "/images/cities/pleasanton-card.webp",
  heroImage: "/images/cities/pleasanton-hero.webp",
  climate:
    "Pleasanton has an inland valley climate: hot, dry summer afternoons, cool nights, chilly winter mornings and very little of the fog that cools the bayside.",
  climateFactors: {
    humidity: "Low in summer; occasional valley fog on winter mornings",
    temperature: "Summer highs often in the 90s, winter lows near freezing",
    airQuality:
      "I-580 and I-680 traffic, summer ozone, grass and vineyard pollen, wildfire smoke trapped in the valley",
    commonIssues: [
      "Heavy cooling load: Long stretches of 90-degree days keep air conditioners running for hours, pulling far more air and dust through ducts than a coastal home sees.",
      "Smoke and ozone: The valley holds wildfire smoke and summer ozone, leaving fine residue in supply runs and a stale smell in closed-up homes.",
      "Dry-season dust: Hot winds off the open hills carry fine soil and pollen that build up at returns by late summer.",
    ],
  },
  commonIssues: [
    "Dust-heavy returns after long AC seasons",
    "Hot attic ducts with failing insulation",
    "Smoke odor after fire season",
    "Dryer vents run through second-floor joists",
    "Upstairs rooms that never cool",
  ],
  neighborhoods: [
    "Downtown Pleasanton",
    "Birdland",
    "Valley Trails",
    "Pleasanton Valley",
    "Vintage Hills",
    "Kottinger Ranch",
    "Ventana Hills",
    "Mission Hills",
    "Ruby Hill",
    "Sycamore Heights",
    "Bridle Creek",
    "Amberwood",
  ],
  zipCodes: ["94566", "94588"],
  landmarks: [
    "Alameda County Fairgrounds",
    "Pleasanton Ridge Regional Park",
    "Main Street Pleasanton",
    "Shadow Cliffs Regional Recreation Area",
    "Stoneridge Shopping Center",
    "Callippe Preserve Golf Course",
  ],
  regulations: {
    permitRequired: false,
    description:
      "In Pleasanton, cleaning ducts and dryer vents is permit-free, while replacing HVAC equipment or ductwork requires a permit from the City of Pleasanton Building and Safety Division plus Title 24 duct testing.",
  },
  utilities: {
    electric: pgeElectricWithOutageLine,
    gas: pgeGasShortPrograms,
    water: {
      name: "City of Pleasanton Water (Operations Services)",
      phone: "925-931-5500",
      website: "https://www.cityofpleasantonca.gov",
      emergencyPhone: "925-931-5500",
    },
  },
  localKeywords: [
    "air duct cleaning Pleasanton",
    "dryer vent cleaning Pleasanton",
    "duct cleaning Vintage Hills",
    "smoke odor duct cleaning Pleasanton",
    "air duct cleaning 94566",
  ],
  metaDescription:
    "Pleasanton duct and dryer vent cleaning for long AC seasons: baked attic ducts in Vintage Hills and Birdland, smoke residue and upstairs rooms that won't cool.",
  population: 79871,
  intro: [
    "Pleasanton's big growth came in waves. Morrison Homes built Pleasanton Valley from the mid-1960s, including the bird-named streets locals call Birdland, and Valley Trails followed with its long greenbelt. Later decades brought two-story homes in Vintage Hills and Kottinger Ranch and the large custom houses of Ruby Hill, while a handful of cottages and bungalows around downtown date back to the railroad era. Almost all of these homes rely on forced air, and in this valley that means serious air conditioning.",
    "Summer is the main event. Afternoons climb into the 90s for weeks, attic temperatures go far higher, and the blower may run most of the day. Every hour of runtime pulls more household dust, pet hair and fine outdoor soil through the returns. Ducts lying in a hot attic also lose their insulation over the years, and torn jackets let attic dust in. Two-story homes from the 1980s and 90s are known for upstairs bedrooms that never cool properly.",
    "Smoke is the other factor. When fires burn in the hills or the Central Valley, the Tri-Valley tends to hold the haze, and homes that ran their systems through a smoky week often keep a faint campfire smell. We clean Pleasanton systems end to end, check attic runs while we are up there, and recommend a filter the equipment can actually breathe through, because an overly restrictive one causes its own problems in this heat.",
  ],
  localChallenges: [
    {
      title: "Attic heat",
      text: "Attic ducts in Vintage Hills and Pleasanton Valley homes bake through every summer. Brittle insulation and loosened seams let superheated, dusty attic air into the system, so we repair what we find before cleaning.",
    },
    {
      title: "Smoke residue",
      text: "After a smoky fire season, fine soot settles in supply branches and around the coil. We brush and vacuum every branch and, where owners want it, treat lingering odor once the ducts are physically clean.",
    },
    {
      title: "Two-story balancing",
      text: "Larger homes in Kottinger Ranch and Ruby Hill often have separate zones that drift out of balance. Cleaning clogged upstairs returns is a cheap first step before anyone prices a new system.",
    },
  ],
};

export default city;
