import type { City } from "../types";
import { pgeElectricWithOutageLine, pgeGasShortPrograms } from "../utilities";

const city: City = {
  id: "foster",
  name: "Foster City",
  state: "CA",
  stateSlug: "ca",
  region: "Peninsula",
  slug: "foster-city",
  updated: "2026-11-21",
  coordinates: { lat: 37.5585, lng: -122.2711 },
  image: "/images/cities/foster-city-card.webp",
  heroImage: "/images/cities/foster-city-hero.webp",
  climate:
    "Foster City's bayfront setting brings cool, windy summer afternoons, mild winters and marine air that keeps humidity up around the lagoons most of the year.",
  climateFactors: {
    humidity: "High near the lagoons and bay levee; fog-damp mornings",
    temperature: "Cool summers in the low 70s, rarely below 40 in winter",
    airQuality: "Generally clean bay air, with salt spray, Highway 92 and 101 traffic, and debris from shoreline birds",
    commonIssues: [
      "Salt air: Moist, slightly salty breezes off the bay corrode exterior dryer hoods and bath-fan dampers faster than they would inland.",
      "Lagoon moisture: Damp air near the water keeps garage and attic ducts cool, so condensation forms on poorly insulated sections and dust sticks to it.",
      "Shoreline nesting: Gulls and small birds probe open vent flaps near the levee, leaving nesting material in dryer and exhaust terminations.",
    ],
  },
  commonIssues: [
    "Corroded or stuck dryer vent hoods",
    "Bird nests in exterior vent caps",
    "Musty smell from closet and garage furnaces",
    "Long dryer runs in stacked condos",
    "Compressed flex duct in low attics",
  ],
  neighborhoods: [
    "Central Lagoon",
    "Marlin Cove",
    "Edgewater",
    "Beach Park",
    "Sea Cloud",
    "Port Royal",
    "Brewer Island",
    "Islands of Foster City",
    "Metro Center",
    "Pilgrim-Triton",
    "Foster Square",
  ],
  zipCodes: ["94404"],
  landmarks: [
    "Leo J. Ryan Memorial Park",
    "Foster City Lagoon",
    "San Mateo-Hayward Bridge",
    "Mariners Point Golf Center",
    "Sea Cloud Park",
  ],
  regulations: {
    permitRequired: false,
    description:
      "Duct and dryer vent cleaning needs no city permit in Foster City; furnace replacements and duct alterations go through a mechanical permit with the Foster City Building Division.",
  },
  utilities: {
    electric: pgeElectricWithOutageLine,
    gas: pgeGasShortPrograms,
    water: {
      name: "Estero Municipal Improvement District (City of Foster City Public Works)",
      phone: "650-286-8140",
      website: "https://www.fostercity.org",
      emergencyPhone: "650-286-3300",
    },
  },
  localKeywords: [
    "air duct cleaning Foster City",
    "dryer vent cleaning Foster City",
    "condo dryer vent cleaning Foster City",
    "duct cleaning 94404",
    "dryer vent cap replacement Foster City",
  ],
  metaDescription:
    "Foster City air duct and dryer vent cleaning for lagoon-side homes and condos: long dryer runs, salt-corroded vent caps and sagging flex duct on Brewer Island.",
  population: 33805,
  intro: [
    "Foster City was drawn on paper before anyone lived here. T. Jack Foster's planners raised the marshland of Brewer Island a few feet with dredged fill, carved out the lagoon, and from the mid-1960s builders filled the numbered neighborhoods with ranch homes, then townhomes and condominiums through the 1970s and 80s. That sequence shows up in the mechanical systems: slab-on-grade houses with furnaces in hall closets or garages, short attic runs, and plenty of flex duct that has sagged since it was hung.",
    "Water is the constant. Many homes back onto the lagoon, the bay sits just past the levee, and the air rarely gets truly dry. Ducts in cool garages and low attics pick up a thin film of moisture on foggy mornings, and dust that lands there tends to stay. Exterior dryer hoods on the windward side rust, their flaps stop closing, and birds from the shoreline find the opening soon after.",
    "Then there are the condominiums around the Central Lagoon and Metro Center, where a dryer in an interior closet may push its exhaust through twenty or thirty feet of duct before it reaches daylight. Those long runs are where we spend the most time in Foster City: brushing and vacuuming the full length, replacing crushed transition hoses, and checking that the wall or rooftop cap still opens freely. Owners usually notice the difference on the very next load of towels.",
  ],
  localChallenges: [
    {
      title: "Settling on engineered fill",
      text: "Much of Foster City sits on dredged fill, and decades of slight settlement can pull apart duct connections at the furnace or under older units. We check joints for gaps before cleaning so loosened debris is not blown back into the house.",
    },
    {
      title: "Lagoon-side vent caps",
      text: "Homes on the water take the full afternoon wind. Dryer hoods and bath-fan caps on that side corrode, jam open and invite nesting birds, so replacing a failed cap is often part of the visit.",
    },
    {
      title: "Condo dryer runs",
      text: "Interior laundry closets in 1970s and 80s condominium buildings push exhaust through long horizontal runs. Lint settles in every low spot and drying slows; we document each line with before-and-after photos for owners and HOAs.",
    },
  ],
};

export default city;
