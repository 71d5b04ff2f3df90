import type { City } from "../types";

const city: City = {
  id: "palo",
  name: "Palo Alto",
  state: "CA",
  stateSlug: "ca",
  region: "Silicon Valley",
  slug: "palo-alto",
  updated: "2026-11-21",
  coordinates: { lat: 37.4419, lng: -122.1429 },
  image: "/images/cities/palo-alto-card.webp",
  heroImage: "/images/cities/palo-alto-hero.webp",
  climate:
    "Mild, sunny Mid-Peninsula weather with dry summers, cool winter nights and afternoon breezes drifting in from the Baylands.",
  climateFactors: {
    humidity: "Low to moderate; a little damper near the Baylands",
    temperature: "Summer highs in the upper 70s-80s, cool winter nights",
    airQuality: "Tree pollen, El Camino and 101 traffic grit, periodic wildfire smoke",
    commonIssues: [
      "Heat pump conversions: higher airflow through old ducts stirs up settled dust and exposes leaks.",
      "Flat-roof terminations: dryer caps on Eichler roofs collect lint and attract nesting birds.",
      "Tree pollen: oak and sycamore pollen loads filters and coats return grilles every spring.",
    ],
  },
  commonIssues: [
    "Old ducts attached to new heat pumps",
    "Rooftop dryer caps on Eichlers",
    "Soffit and roof ducts in retrofitted Eichlers",
    "Basement duct runs in Professorville homes",
  ],
  neighborhoods: [
    "Professorville",
    "Old Palo Alto",
    "Crescent Park",
    "Community Center",
    "Midtown",
    "Barron Park",
    "College Terrace",
    "Downtown North",
    "Greenmeadow",
    "Fairmeadow",
    "Charleston Meadows",
    "Duveneck/St. Francis",
    "Palo Verde",
    "Evergreen Park",
  ],
  zipCodes: ["94301", "94303", "94304", "94306"],
  landmarks: [
    "HP Garage on Addison Avenue",
    "Stanford Theatre",
    "Palo Alto Baylands Nature Preserve",
    "Stanford Shopping Center",
    "El Palo Alto redwood",
  ],
  regulations: {
    permitRequired: false,
    description:
      "Residential duct cleaning needs no city permit; heat pump installs, furnace replacements and duct alterations need a permit from the Building Division of Palo Alto's Development Services department.",
  },
  utilities: {
    electric: {
      name: "City of Palo Alto Utilities (CPAU)",
      phone: "(650) 329-2161",
      website: "https://www.cityofpaloalto.org/Departments/Utilities",
      emergencyPhone: "(650) 496-6914",
      programs: [
        "Rate Assistance Program (RAP)",
        "Residential Energy Assistance Program (REAP)",
        "Home Efficiency Genie",
      ],
    },
    gas: {
      name: "City of Palo Alto Utilities (CPAU)",
      phone: "(650) 329-2161",
      website: "https://www.cityofpaloalto.org/Departments/Utilities",
      emergencyPhone: "(650) 329-2579",
      programs: ["Rate Assistance Program (RAP)"],
    },
    water: {
      name: "City of Palo Alto Utilities (CPAU)",
      phone: "(650) 329-2161",
      website: "https://www.cityofpaloalto.org/Departments/Utilities",
      emergencyPhone: "(650) 329-2579",
    },
  },
  localKeywords: [
    "air duct cleaning Palo Alto",
    "dryer vent cleaning Palo Alto",
    "Eichler dryer vent cleaning",
    "duct cleaning heat pump conversion Palo Alto",
    "duct cleaning Old Palo Alto",
  ],
  metaDescription:
    "Palo Alto air duct and dryer vent cleaning for Eichlers, Professorville homes and heat pump conversions, including rooftop dryer caps on flat Eichler roofs.",
  population: 68572,
  medianIncome: 214118,
  intro: [
    "Palo Alto holds one of the largest concentrations of Joseph Eichler homes anywhere, and that changes what duct cleaning means here. Original Eichlers in Greenmeadow, Fairmeadow and Charleston Meadows were heated by hot-water tubing buried in the concrete slab, so many have no ducts at all. Others were later fitted with forced air or heat pumps, with ducts laid across the flat roof or tucked into soffits. Across Oregon Expressway, Professorville and Old Palo Alto have shingle and Spanish Revival homes over basements or crawl spaces with conventional duct runs.",
    "The city is also electrifying faster than most. The municipal utility encourages residents to trade gas furnaces and water heaters for heat pumps, and a brand-new heat pump is often bolted to ductwork that is decades old. Heat pumps push more air at lower supply temperatures, so any dust, debris or leakage in old ducts shows up quickly as noise, odor or rooms that never feel comfortable. Cleaning and inspecting the ducts at conversion time is one of the cheapest ways to get the performance owners are paying for.",
    "Outdoors, the air carries oak and sycamore pollen in spring, dust off the Baylands on windy afternoons and traffic grit from El Camino Real, Oregon Expressway and Highway 101. In bad fire years, smoke from the coastal range and beyond settles over town for days. For laundry exhaust, the flat Eichler roof is the trouble spot: lint gathers at the cap, birds nest inside it, and nobody notices because nobody climbs up to look.",
  ],
  localChallenges: [
    {
      title: "Eichlers with and without ducts",
      text: "Many Eichlers still rely on radiant slab heat and need only laundry-vent service. Those retrofitted with forced air often carry ducts on the roof or in soffits, which call for careful access and weather-tight resealing afterward.",
    },
    {
      title: "Electrification upgrades",
      text: "When a gas furnace gives way to a heat pump, the existing ducts usually stay. We clean them before or soon after the swap and point out crushed or undersized runs that could hold back the new equipment.",
    },
    {
      title: "Older homes north of Oregon Expressway",
      text: "Professorville, Crescent Park and Old Palo Alto houses date from the early 1900s to the 1930s. Basement and crawl-space ducts there often carry old insulation, so we inspect before disturbing anything suspect.",
    },
    {
      title: "Rooftop laundry exhaust",
      text: "With no attic to pass through, many Eichler dryers vent straight up through the flat roof. Lint and nests block these caps quickly, so the full run is cleaned from inside and the cap is checked from the roof itself.",
    },
  ],
};

export default city;
