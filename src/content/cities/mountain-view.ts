import type { City } from "../types";
import { pgeElectricLongName, pgeGasLongName } from "../utilities";

const city: City = {
  id: "mv",
  name: "Mountain View",
  state: "CA",
  stateSlug: "ca",
  region: "Silicon Valley",
  slug: "mountain-view",
  updated: "2026-11-21",
  coordinates: { lat: 37.3861, lng: -122.0839 },
  image: "/images/cities/mountain-view-card.webp",
  heroImage: "/images/cities/mountain-view-hero.webp",
  climate:
    "Mild South Bay weather with warm, dry summers, cool winters and steady afternoon breezes blowing in from the Shoreline baylands.",
  climateFactors: {
    humidity: "Moderate; marsh air near Shoreline, drier toward the south",
    temperature: "Summer highs near 80, winter lows in the upper 30s-40s",
    airQuality: "Highway 101 traffic, wind-blown bayland dust, occasional smoke",
    commonIssues: [
      "Shoreline winds: afternoon breezes carry fine dust and salt into vents on the city's north side.",
      "Freeway corridors: homes near 101 and Central Expressway see faster buildup on return grilles.",
      "Townhouse heat: ducts sandwiched between floors in stacked units run warm and dry, baking lint onto duct walls.",
    ],
  },
  commonIssues: [
    "Long interior dryer runs in townhouses",
    "Hidden dryer vents behind siding trim",
    "Closet furnaces with short, dusty returns",
    "Crawl-space ducts in Old Mountain View cottages",
  ],
  neighborhoods: [
    "Old Mountain View",
    "Cuesta Park",
    "Waverly Park",
    "Monta Loma",
    "Rex Manor",
    "Shoreline West",
    "Sylvan Park",
    "Whisman Station",
    "Slater",
    "Gemello",
    "Martens-Carmelita",
  ],
  zipCodes: ["94040", "94041", "94043"],
  landmarks: [
    "Computer History Museum",
    "Shoreline Amphitheatre",
    "Shoreline Park",
    "Castro Street",
    "Googleplex",
    "Rengstorff House",
  ],
  regulations: {
    permitRequired: false,
    description:
      "Residential duct cleaning needs no city permit; replacing a furnace or altering ducts requires a mechanical permit from Mountain View's Building Inspection Division.",
  },
  utilities: {
    electric: pgeElectricLongName,
    gas: pgeGasLongName,
    water: {
      name: "City of Mountain View Water Utility",
      phone: "(650) 903-6317",
      website: "https://www.mountainview.gov",
      emergencyPhone: "(650) 903-6329",
      programs: ["Utility Bill Assistance Program"],
    },
  },
  localKeywords: [
    "air duct cleaning Mountain View",
    "dryer vent cleaning Mountain View",
    "townhouse dryer vent cleaning Mountain View",
    "duct cleaning Old Mountain View",
    "dryer vent cleaning Whisman",
  ],
  metaDescription:
    "Mountain View air duct and dryer vent cleaning for townhouse roof vents, Old Mountain View cottages and Monta Loma Eichlers near the windy Shoreline baylands.",
  population: 82376,
  medianIncome: 174156,
  intro: [
    "Mountain View grew from a small railroad stop on Castro Street into a city of post-war tracts, garden apartments and, lately, dense housing near the tech campuses of North Bayshore. Old Mountain View keeps raised-foundation bungalows and cottages dating back as far as the 1910s. Monta Loma and several streets on the south side filled with Eichlers and modest ranch homes in the 1950s. Much of the rest is townhouses and condominiums from the 1970s and 1980s, where the furnace lives in a closet and ducts run between floors.",
    "That townhouse stock creates the most common laundry problem in town. Stacked units often send dryer exhaust through an interior wall, up between floors and out the roof, a route of twenty feet or more with several turns. Lint collects at each bend and dries into a felt that narrows the pipe. In Whisman Station and other newer developments the runs are shorter and better built, but the outlets are sometimes hidden behind siding trim and go years without anyone inspecting them.",
    "Air here is shaped by the bay and by traffic. Afternoon winds off Shoreline carry fine dust and a salt-marsh tang inland, Highway 101 and Central Expressway cut straight through town, and Moffett Field sits on the eastern edge. Summers are warm without being brutal, so heating and cooling both see moderate use. Our focus is keeping return grilles, filters and supply branches clean so the system copes with dust without strain, and making sure every dryer exhausts freely to open air.",
  ],
  localChallenges: [
    {
      title: "Stacked townhouse vents",
      text: "Many 1970s and 1980s townhouses route dryer exhaust up through the building to the roof. The run is long and mostly invisible, so lint buildup often goes unnoticed until drying times double.",
    },
    {
      title: "HOA coordination",
      text: "Condo and townhouse associations may control roof access and exterior vents. We work with managers to schedule roof-cap cleaning and can service several units in one visit to reduce disruption for residents.",
    },
    {
      title: "Old Mountain View cottages",
      text: "Homes near Castro Street and in Shoreline West often have ducts in shallow crawl spaces. Rodent activity and disconnected runs are frequent finds, so we check for both before brushing anything.",
    },
    {
      title: "North Bayshore dust",
      text: "Construction around the tech campuses and wind off the baylands add fine dust to homes in the northern neighborhoods. Regular filter changes and periodic duct cleaning keep that dust from settling in for good.",
    },
  ],
};

export default city;
