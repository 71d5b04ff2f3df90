import type { City } from "../types";
import { pgeElectricLongName, pgeGasLongName } from "../utilities";

const city: City = {
  id: "daly",
  name: "Daly City",
  state: "CA",
  stateSlug: "ca",
  region: "Peninsula",
  slug: "daly-city",
  updated: "2026-11-21",
  coordinates: { lat: 37.6879, lng: -122.4702 },
  image: "/images/cities/daly-city-card.webp",
  heroImage: "/images/cities/daly-city-hero.webp",
  climate: "Cool, windy and fog-bound much of the year, with damp ocean air, salt and almost no summer heat.",
  climateFactors: {
    humidity: "High; frequent fog and ocean moisture",
    temperature: "50s-60s year-round, with heat used even in summer",
    airQuality: "Salt spray and wind-blown sand near the coast; traffic on 280 and Skyline Boulevard",
    commonIssues: [
      "Persistent fog: constant moisture makes dryer lint clump into a damp paste that clings to duct walls.",
      "Salt corrosion: ocean air rusts vent hoods, dampers and fasteners on exterior walls.",
      "Summer furnace use: the heat cycles on even in July, pushing more damp air and dust through the ducts.",
    ],
  },
  commonIssues: [
    "Garage furnaces drawing in exhaust and lint",
    "Damp, pasty lint in dryer lines",
    "Rusted vent hoods and stuck dampers",
    "Mildew odors from cool, damp ducts",
  ],
  neighborhoods: [
    "Westlake",
    "Serramonte",
    "St. Francis Heights",
    "Crocker",
    "Southern Hills",
    "Bayshore",
    "Top of the Hill",
    "Crown Colony",
  ],
  zipCodes: ["94014", "94015", "94017"],
  landmarks: [
    "Cow Palace",
    "Serramonte Center",
    "Westlake Shopping Center",
    "Thornton State Beach",
    "Mussel Rock Park",
  ],
  regulations: {
    permitRequired: false,
    description:
      "Residential duct cleaning needs no city permit; furnace replacement or duct alterations require a mechanical permit from the Daly City Building Division.",
  },
  utilities: {
    electric: pgeElectricLongName,
    gas: pgeGasLongName,
    water: {
      name: "City of Daly City Department of Water and Wastewater Resources",
      phone: "(650) 991-8082",
      website: "https://www.dalycity.org",
      emergencyPhone: "(650) 991-8200",
    },
  },
  localKeywords: [
    "air duct cleaning Daly City",
    "dryer vent cleaning Daly City",
    "duct cleaning Westlake Daly City",
    "garage furnace duct cleaning Daly City",
    "dryer vent cleaning Serramonte",
  ],
  metaDescription:
    "Daly City air duct and dryer vent cleaning for Westlake garage furnaces, fog-damp dryer lines and salt-rusted vent hoods in Serramonte and the coastal hills.",
  population: 104901,
  medianIncome: 107400,
  intro: [
    "Daly City's signature homes are the Westlake houses Henry Doelger began building in 1946 on former farmland west of Mission Street, rows of pastel garage-front homes that became a symbol of postwar suburbia. Like Doelger's earlier work in San Francisco's Sunset District, most place the living floor above a ground-level garage, with the furnace beside the car and short ducts feeding floor registers upstairs. Serramonte and St. Francis Heights followed with similar layouts, while the older streets around Top of the Hill have smaller homes from the 1920s and 1930s.",
    "Perched at the edge of the Pacific, Daly City is one of the foggiest places in the Bay Area. Fog rolls over the ridge on most summer afternoons and evenings, and wind off the ocean at Thornton Beach and Mussel Rock carries salt and sand inland. Indoor humidity stays high, garages stay cool and clammy, and metal vent hoods and screws rust within a few years. Heating systems run in every season, July included, which means more air and more moisture moving through ducts that rarely dry out.",
    "In these homes the garage is the heart of the air system. Returns that draw from or near the garage can pull in car exhaust, dust and laundry lint, and the dryer often exits through the garage wall a few feet from the furnace. We clean supply and return ducts, check that the return is sealed off from the garage, replace corroded hoods when owners want, and brush out dryer lines where lint tends to form a sticky paste rather than loose fluff.",
  ],
  localChallenges: [
    {
      title: "Doelger garage layouts",
      text: "Westlake homes put the furnace in the garage below the living floor. An unsealed return can pull in exhaust and dust, so the return path is inspected and any openings that should be closed are pointed out.",
    },
    {
      title: "Coastal corrosion",
      text: "Vent hoods facing the ocean rust quickly, and damper flaps seize open or shut. A flap stuck open lets cold, wet air into the dryer line, so hoods are checked and can be swapped for corrosion-resistant models.",
    },
    {
      title: "Damp lint",
      text: "In the fog belt, lint soaks up moisture and sticks instead of blowing out. Dryer lines here benefit from more frequent cleaning than the same lines would need in a sunnier inland town.",
    },
    {
      title: "Summer heating",
      text: "Because furnaces keep running through July and August, filters and ducts load up faster than the calendar suggests. Checking the filter every month during the foggiest stretch of the year is a sensible habit.",
    },
  ],
};

export default city;
