import type { City } from "../types";
import { marinWater, pgeElectric, pgeGas } from "../utilities";

const city: City = {
  id: "srafael",
  name: "San Rafael",
  state: "CA",
  stateSlug: "ca",
  region: "North Bay",
  slug: "san-rafael",
  updated: "2026-11-21",
  coordinates: { lat: 37.9735, lng: -122.5311 },
  image: "/images/cities/san-rafael-card.webp",
  heroImage: "/images/cities/san-rafael-hero.webp",
  climate:
    "Warm inland Marin climate, sunnier and hotter than the southern county, with bay breezes on the east side and hot summer afternoons in Terra Linda.",
  climateFactors: {
    humidity: "Moderate; lower inland in summer, higher near the Canal and San Pablo Bay",
    temperature: "Summer highs in the 80s, often into the 90s in north San Rafael; winter lows in the upper 30s",
    airQuality: "Highway 101 traffic exhaust, oak and grass pollen and smoke from North Bay wildfires",
    commonIssues: [
      "Inland heat: Hot Terra Linda afternoons bake rooftop and attic ducts and dry out old joint tape.",
      "Freeway corridor: Highway 101 traffic leaves soot on returns in downtown and east San Rafael homes.",
      "North Bay smoke: Fires in Sonoma and Napa counties have sent smoke south into Marin in several recent autumns.",
    ],
  },
  commonIssues: [
    "Rooftop and soffit ducts on Eichler retrofits",
    "Converted floor furnaces in older bungalows",
    "Shared laundry vents in Canal apartments",
    "Freeway soot on return grilles",
  ],
  neighborhoods: [
    "Downtown San Rafael",
    "Gerstle Park",
    "Dominican",
    "Sun Valley",
    "Fairhills",
    "Montecito",
    "Happy Valley",
    "Terra Linda",
    "Canal",
    "Peacock Gap",
    "Glenwood",
    "Bret Harte",
    "Loch Lomond",
    "Country Club",
  ],
  zipCodes: ["94901", "94903", "94912", "94913", "94915"],
  landmarks: [
    "Mission San Rafael Arcangel",
    "Marin County Civic Center",
    "China Camp State Park",
    "Dominican University of California",
    "Falkirk Cultural Center",
    "Christopher B. Smith Rafael Film Center",
  ],
  regulations: {
    permitRequired: false,
    description:
      "San Rafael requires no permit for cleaning ducts or dryer vents; new HVAC equipment, duct replacement or rerouted vents need a mechanical permit from the City of San Rafael Building Division.",
  },
  utilities: {
    electric: pgeElectric,
    gas: pgeGas,
    water: marinWater,
  },
  localKeywords: [
    "air duct cleaning San Rafael",
    "dryer vent cleaning San Rafael",
    "Eichler duct cleaning Terra Linda",
    "duct cleaning Gerstle Park",
    "apartment dryer vent cleaning San Rafael",
  ],
  metaDescription:
    "Rooftop ducts on Terra Linda Eichlers, patchwork Gerstle Park Victorians and shared Canal laundry vents: air duct and dryer vent cleaning in San Rafael.",
  population: 61271,
  medianIncome: 115000,
  intro: [
    "San Rafael is the oldest city in Marin, and its housing spans well over a century. Victorians and Craftsman homes fill Gerstle Park and the blocks around downtown's Fourth Street, grand older houses stand near Dominican University, and the Canal district packs apartment buildings from the 1960s and 1970s along the waterway. Each era heats differently, from converted floor furnaces in old bungalows to central systems in apartments that have outlived several owners, so a visit here starts with figuring out what is actually in the house.",
    "North of downtown, Terra Linda holds roughly nine hundred Eichler homes built between 1955 and the mid-1960s. Many were heated by radiant pipes in the concrete slab and had no ducts at all, but cooling and heating retrofits since then have added ducts on flat roofs, in soffits and inside closets, and those routes collect dust and summer heat. Dryers in Eichlers often vent through a wall or a flat roof, where lint and leaf debris block the cap surprisingly fast.",
    "San Rafael runs warmer than southern Marin, with summer afternoons in Terra Linda often passing ninety degrees, so air conditioning works harder here. Highway 101 cuts through the city, and east San Rafael and the Canal sit near the bay, where breezes carry traffic and marsh dust. Peacock Gap, facing San Pablo Bay, gets sun and steady wind. Older Canal apartment buildings with shared laundry rooms need their long vent runs cleaned on a regular schedule.",
  ],
  localChallenges: [
    {
      title: "Eichlers without attics",
      text: "Terra Linda's Eichlers were built with radiant slab heat and flat roofs, so later forced-air or cooling systems had to run ducts over the roof or through soffits and closets. Those exposed runs bake in summer, leak at joints and gather dust.",
    },
    {
      title: "Old homes, patchwork systems",
      text: "Victorians and bungalows in Gerstle Park and downtown often began with floor or wall furnaces. Central systems added decades later share crawl spaces with old openings and abandoned ducts that leak and trap dust.",
    },
    {
      title: "Apartment laundry rooms",
      text: "Canal district buildings commonly use shared laundry rooms with several dryers on long vent runs. Heavy use fills those ducts quickly, and cleaning them on a schedule cuts fire risk and drying costs for residents.",
    },
  ],
};

export default city;
