import type { City } from "../types";
import { marinWater, pgeElectric, pgeGas } from "../utilities";

const city: City = {
  id: "tiburon",
  name: "Tiburon",
  state: "CA",
  stateSlug: "ca",
  region: "North Bay",
  slug: "tiburon",
  updated: "2026-11-21",
  coordinates: { lat: 37.8735, lng: -122.4566 },
  image: "/images/cities/tiburon-card.webp",
  heroImage: "/images/cities/tiburon-hero.webp",
  climate:
    "Sunny but windy peninsula climate with salt air off Raccoon Strait, summer fog on the south-facing slopes and mild, wet winters.",
  climateFactors: {
    humidity: "Moderate to high; bay moisture and salt spray along the exposed shoreline",
    temperature: "Mild, with summer highs in the low 70s and winter lows in the mid-40s",
    airQuality: "Clean marine air with salt aerosol, some ferry exhaust near the waterfront and fall wildfire smoke",
    commonIssues: [
      "Salt spray: Wind off Raccoon Strait corrodes exterior vent hoods and grilles on bay-facing walls.",
      "Strait wind: Strong afternoon gusts force flaps open and push damp air into dryer ducts.",
      "Summer fog: Evening fog dampens under-floor ducts on the peninsula's south side.",
    ],
  },
  commonIssues: [
    "Rusted dryer hoods on bay-facing walls",
    "Loose ducts under stepped hillside foundations",
    "Caked lint in salt-damp dryer runs",
    "Condo dryer runs to shared exterior walls",
  ],
  neighborhoods: [
    "Old Tiburon",
    "Lyford Cove",
    "Point Tiburon",
    "Bel Aire",
    "Del Mar",
    "Belveron East",
    "Hill Haven",
    "Seafirth",
    "Paradise Cay",
  ],
  zipCodes: ["94920"],
  landmarks: [
    "Ark Row",
    "Old St. Hilary's Historic Preserve",
    "Railroad and Ferry Depot Museum",
    "Richardson Bay Audubon Center and Sanctuary",
    "Blackie's Pasture",
    "Tiburon Ferry Terminal",
  ],
  regulations: {
    permitRequired: false,
    description:
      "Tiburon treats duct and dryer vent cleaning as maintenance with no permit; replacing equipment, altering ducts or cutting a new vent opening requires a permit from the Town of Tiburon Building Division.",
  },
  utilities: {
    electric: pgeElectric,
    gas: pgeGas,
    water: marinWater,
  },
  localKeywords: [
    "air duct cleaning Tiburon",
    "dryer vent cleaning Tiburon",
    "dryer vent cleaning Point Tiburon",
    "duct cleaning Lyford Cove",
    "salt air dryer vent repair Tiburon",
  ],
  metaDescription:
    "Salt spray off Raccoon Strait rusts vent hoods all over Tiburon. We clean ducts and dryer vents in hillside homes and Point Tiburon condos and fix stuck flaps.",
  population: 9146,
  medianIncome: 200000,
  intro: [
    "Tiburon sits at the tip of a narrow peninsula, and water surrounds almost every home: Richardson Bay on one side, Raccoon Strait and the open bay on the other. Salt spray rides the afternoon wind off the strait, and fog slipping in through the Golden Gate brushes the southern hillsides most summer evenings. For ducts and vents that means constant moisture and corrosion, especially on the bay-facing side of a house, where dryer hoods and exterior grilles take the weather head-on.",
    "The town's homes climb steep hillsides above Tiburon Boulevard. Lyford Cove and Old Tiburon still have cottages and shingled houses from the railroad and ferry era, while the ridges filled from the 1950s through the 1970s with glass-fronted modern homes built to face the view. Those houses step down their slopes on tall foundations, and their ducts often hang in open under-floor spaces exposed to wind and damp air. Joints loosen, insulation sags, and returns pull in air from beneath the house.",
    "Waterfront condominiums at Point Tiburon and along the shoreline add another pattern: stacked units, interior laundries and dryer ducts running to a shared outside wall facing the bay. Salt air eats at those metal terminations, and a stuck flap lets damp wind blow back into the duct, where lint cakes instead of clearing. Our crews brush each run its full length, test that the hood shuts against a gust and suggest corrosion-resistant replacements where the old ones have rusted through.",
  ],
  localChallenges: [
    {
      title: "Houses on tall foundations",
      text: "Many Tiburon homes step down steep lots on tall foundations, leaving ducts exposed in open under-floor spaces. Wind and damp air loosen joints and tape there, and returns can draw dusty air from beneath the house.",
    },
    {
      title: "Weather on the bay side",
      text: "Dryer hoods and grilles facing Raccoon Strait or Richardson Bay take salt spray and strong wind every day. Flaps rust open or shut, and damp air forced into the duct turns lint into a sticky mat.",
    },
    {
      title: "Shoreline condominiums",
      text: "Stacked units at Point Tiburon and along the water share walls and exterior vent banks. Long dryer runs and corroded terminations need cleaning from inside each unit, often scheduled around homeowners association rules.",
    },
  ],
};

export default city;
