import type { City } from "../types";
import { ebmudWaterCap, pgeElectricLongName, pgeGasLongName } from "../utilities";

const city: City = {
  id: "berk",
  name: "Berkeley",
  state: "CA",
  stateSlug: "ca",
  region: "East Bay",
  slug: "berkeley",
  updated: "2026-11-21",
  coordinates: { lat: 37.8716, lng: -122.2727 },
  image: "/images/cities/berkeley-card.webp",
  heroImage: "/images/cities/berkeley-hero.webp",
  climate:
    "Marine-influenced and mild, with Golden Gate fog in the flats on summer mornings and drier, windier conditions along the hills.",
  climateFactors: {
    humidity: "Foggy mornings in the flats, drier air on the ridge",
    temperature: "Mostly 50s-70s; the hills run warmer on clear afternoons",
    airQuality: "I-80 traffic dust in West Berkeley; autumn wildfire smoke near the hills",
    commonIssues: [
      "Golden Gate fog: damp mornings let lint stick inside dryer ducts in North and West Berkeley.",
      "Retrofit debris: foundation bolting and wall bracing along the Hayward Fault leave dust and insulation in nearby ducts.",
      "Hillside wind: offshore gusts in the fall drive ash and leaves into vent hoods near the ridge.",
    ],
  },
  commonIssues: [
    "Converted gravity furnaces in shingle houses",
    "Plaster and fiberglass dust after seismic retrofits",
    "Long shared dryer lines in Southside apartments",
    "Wind-driven debris in hillside vent hoods",
  ],
  neighborhoods: [
    "North Berkeley",
    "Elmwood",
    "Claremont",
    "Berkeley Hills",
    "Southside",
    "West Berkeley",
    "Thousand Oaks",
    "Westbrae",
    "Northbrae",
    "Lorin District",
    "Le Conte",
    "Downtown Berkeley",
  ],
  zipCodes: ["94702", "94703", "94704", "94705", "94707", "94708", "94709", "94710"],
  landmarks: [
    "Sather Tower (the Campanile)",
    "Berkeley Rose Garden",
    "Indian Rock Park",
    "Berkeley Marina",
    "Greek Theatre",
  ],
  regulations: {
    permitRequired: false,
    description:
      "Residential duct cleaning needs no city permit; furnace replacement or duct alterations require a mechanical permit through the City of Berkeley Permit Service Center.",
  },
  utilities: {
    electric: pgeElectricLongName,
    gas: pgeGasLongName,
    water: ebmudWaterCap,
  },
  localKeywords: [
    "air duct cleaning Berkeley",
    "dryer vent cleaning Berkeley",
    "duct cleaning North Berkeley",
    "dryer vent cleaning Elmwood",
    "duct cleaning after seismic retrofit Berkeley",
  ],
  metaDescription:
    "Berkeley air duct and dryer vent cleaning for brown-shingle homes, Southside apartment laundry and hillside houses facing fall wind, fog and retrofit dust.",
  population: 124321,
  medianIncome: 104716,
  intro: [
    "Berkeley's houses tell the story of the Arts and Crafts movement. Brown-shingle homes in North Berkeley, the Elmwood and the Le Conte streets were framed in old-growth redwood over basements that usually held a coal or gravity furnace before conversion to gas forced air. Hill neighborhoods north of campus were partly rebuilt after the 1923 fire, and a great many have been reworked again during seismic retrofits along the Hayward Fault. Toward San Pablo Avenue, West Berkeley mixes workers' cottages with converted warehouses and newer lofts.",
    "The city faces the Golden Gate head on, so summer fog slides in through the gap at dawn and usually burns off by afternoon, while the hills stay a few degrees warmer and much drier. Grit from Interstate 80 and the West Berkeley industrial blocks drifts across the flats. Along the ridge near Grizzly Peak, autumn offshore winds raise fire danger, and regional smoke has become a routine part of fall. Renters in Southside apartments live with older buildings where shared laundry rooms vent through long, neglected lines.",
    "We adapt to that range. In shingle houses we work from basements with low joists and original redwood, taking care not to scar the finish around registers. Retrofit projects often leave plaster dust and fiberglass inside ducts, which should be cleared before the furnace circulates it through the bedrooms. In multi-unit buildings the laundry exhaust is brushed from each machine to the exterior cap, and up in the hills we confirm that vent hoods close tightly against wind-driven ash and leaves.",
  ],
  localChallenges: [
    {
      title: "Seismic retrofit dust",
      text: "Bolting foundations and adding shear walls is common here, but the work sheds plaster, sawdust and insulation into floor registers. Cleaning once the contractor leaves keeps that debris from circulating through the house all winter.",
    },
    {
      title: "Historic shingle homes",
      text: "Redwood interiors and original floors in the Elmwood and North Berkeley call for careful access. Every register gets a protective covering, and we work from the basement whenever possible to keep hoses out of living spaces.",
    },
    {
      title: "Student rental laundry",
      text: "Southside buildings often vent several dryers into one old duct. Heavy use and infrequent service mean thick lint layers, and landlords do well to book a cleaning before each fall semester starts.",
    },
    {
      title: "Hill fire exposure",
      text: "Homes near Tilden and the Claremont Canyon edge face wind-borne embers and ash. A clean dryer duct and a hood that shuts properly are simple defenses, and both are checked on every hillside visit.",
    },
  ],
};

export default city;
