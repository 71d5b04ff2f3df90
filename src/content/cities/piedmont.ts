import type { City } from "../types";
import { ebmudWater, pgeElectric, pgeGas } from "../utilities";

const city: City = {
  id: "piedmont",
  name: "Piedmont",
  state: "CA",
  stateSlug: "ca",
  region: "East Bay",
  slug: "piedmont",
  updated: "2026-11-21",
  coordinates: { lat: 37.8244, lng: -122.2317 },
  image: "/images/cities/piedmont-card.webp",
  heroImage: "/images/cities/piedmont-hero.webp",
  climate:
    "Mild hillside climate above Oakland, warmer and less foggy than the bay flats, with shaded, damp lots and seasonal wildfire smoke.",
  climateFactors: {
    humidity: "Moderate; basements and shaded yards stay damp through the winter",
    temperature: "Warm summer days in the 70s with cool nights; winter lows in the low 40s",
    airQuality: "Tree pollen in spring and smoke drifting over the East Bay hills in fire season",
    commonIssues: [
      "Basement dampness: Below-grade furnaces and laundries breathe cool, moist air that leaves musty residue in ducts.",
      "Tree pollen: Oaks and ornamental trees load intakes and filters every spring.",
      "Fire-season smoke: Smoke from hill fires settles into older, leakier duct systems.",
    ],
  },
  commonIssues: [
    "Century-old gravity furnace trunks",
    "Several systems across three or four floors",
    "Long basement dryer runs",
    "Leaves and debris in roof caps",
  ],
  neighborhoods: [
    "Lower Piedmont",
    "Central Piedmont",
    "Upper Piedmont",
    "Piedmont Civic Center",
    "Wildwood",
    "Havens",
    "Beach",
    "Sea View",
    "Glen Alpine",
  ],
  zipCodes: ["94610", "94611", "94620"],
  landmarks: ["Piedmont Park", "Piedmont Exedra", "Dracena Park", "Piedmont Community Hall", "Piedmont Civic Center"],
  regulations: {
    permitRequired: false,
    description:
      "Piedmont treats duct and dryer vent cleaning as routine upkeep with no permit; furnace replacement or new ductwork needs a permit from the City of Piedmont Planning and Building Department.",
  },
  utilities: {
    electric: pgeElectric,
    gas: pgeGas,
    water: ebmudWater,
  },
  localKeywords: [
    "air duct cleaning Piedmont CA",
    "dryer vent cleaning Piedmont",
    "gravity furnace duct cleaning Piedmont",
    "basement dryer vent cleaning Piedmont",
    "duct cleaning near Piedmont Park",
  ],
  metaDescription:
    "Gravity-era duct trunks, basement laundries and several HVAC zones: we clean ducts and dryer vents in Piedmont's 1910s-1930s homes on wooded hillsides.",
  population: 11270,
  medianIncome: 250000,
  intro: [
    "Piedmont was built almost entirely between 1905 and the 1930s, and its houses were designed around servants, coal and gravity heat. Shingled Craftsman homes, Tudor and Mediterranean Revival villas and stately Colonials line streets such as Hampton Road and Sea View Avenue, most of them over full basements where a furnace once fed wide round pipes rising to each room. Many of those original trunks still carry air today, now pushed by a modern blower, and their long horizontal runs hold decades of settled dust.",
    "Size and age compound each other. A Piedmont house may have three or four floors, an attic bedroom added in the 1950s and a second system installed later to cool the upper stories, each with its own ducts, filters and quirks. Connections between old metal and newer flex are common failure points, and suspect wrapping still turns up on basement joints. We inspect before we clean, and where old insulation looks questionable we stop and recommend testing rather than disturb it.",
    "The setting adds its own load. Mature oaks, redwoods and pittosporum shade most lots, dropping pollen in spring and leaves into roof caps in fall, while the hills catch smoke whenever fire burns along the East Bay ridgelines. Basement laundries, the norm here, often vent through a long run to a rear wall or up a light well, a path that collects both lint and damp below-grade air. A thorough visit covers the basement equipment, every run and the exterior cap.",
  ],
  localChallenges: [
    {
      title: "Gravity-era ductwork",
      text: "Wide round trunks from Piedmont's original coal and gravity furnaces still serve many homes. Their long, low runs collect decades of dust, and joints never meant to carry blower pressure leak into basements and wall cavities.",
    },
    {
      title: "Old wrapping on basement joints",
      text: "Ducts in houses built before 1940 may be wrapped with material that contains asbestos. We look before we brush, and when wrapping looks suspect we pause work on that section and advise testing by a certified firm.",
    },
    {
      title: "Big houses, many zones",
      text: "Piedmont homes often add a second furnace or separate cooling for the upper floors. Each zone has its own filter and return, and a neglected attic unit can spread dust through rooms the main system never reaches.",
    },
  ],
};

export default city;
