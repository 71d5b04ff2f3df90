import type { City } from "../types";
import { pgeElectricWithOutageLine, pgeGasShortPrograms } from "../utilities";

const city: City = {
  id: "belmont",
  name: "Belmont",
  state: "CA",
  stateSlug: "ca",
  region: "Peninsula",
  slug: "belmont",
  updated: "2026-11-21",
  coordinates: { lat: 37.5202, lng: -122.2758 },
  image: "/images/cities/belmont-card.webp",
  heroImage: "/images/cities/belmont-hero.webp",
  climate:
    "Belmont splits between sheltered flats near El Camino and hillside streets that catch fog spilling over from the coast, with mild winters and warm, dry late summers.",
  climateFactors: {
    humidity: "Moderate; higher in the western hills when fog pours through the gaps",
    temperature: "Mid-70s to low 80s summer highs in the flats, cooler on the ridges",
    airQuality: "El Camino and Highway 101 traffic below, oak and grass pollen above, wildfire smoke in dry years",
    commonIssues: [
      "Oak pollen: Spring pollen from the wooded canyons around Water Dog Lake loads return filters quickly and dusts the first few feet of ductwork yellow.",
      "Hillside fog: Damp air creeping up canyon streets keeps crawl spaces cool and slightly humid, a good place for ductwork to sweat.",
      "Dry-season smoke: Late-summer wildfire smoke leaves a fine, acrid residue in supply lines that lingers long after the sky clears.",
    ],
  },
  commonIssues: [
    "Crawl-space ducts with torn insulation",
    "Pollen-coated returns in spring",
    "Rodent debris in under-floor runs",
    "Dryer vents exiting under decks on sloped lots",
    "Uneven airflow between split levels",
  ],
  neighborhoods: [
    "Carlmont",
    "Sterling Downs",
    "Cipriani",
    "Homeview",
    "Belmont Village",
    "Western Hills",
    "Hallmark",
    "Skymont",
    "Belmont Woods",
    "Central Belmont",
  ],
  zipCodes: ["94002"],
  landmarks: [
    "Ralston Hall",
    "Notre Dame de Namur University",
    "Water Dog Lake Park",
    "Twin Pines Park",
    "Belmont Caltrain Station",
  ],
  regulations: {
    permitRequired: false,
    description:
      "No permit is needed in Belmont to clean existing ducts or dryer vents; replacing ductwork or heating equipment requires a mechanical permit from the City of Belmont Building Division.",
  },
  utilities: {
    electric: pgeElectricWithOutageLine,
    gas: pgeGasShortPrograms,
    water: {
      name: "Mid-Peninsula Water District (MPWD)",
      phone: "650-591-8941",
      website: "https://www.midpeninsulawater.org",
      emergencyPhone: "650-591-8941",
      programs: ["Water Watch"],
    },
  },
  localKeywords: [
    "air duct cleaning Belmont CA",
    "dryer vent cleaning Belmont",
    "crawl space duct cleaning Belmont",
    "duct cleaning Carlmont",
    "dryer vent cleaning 94002",
  ],
  metaDescription:
    "Belmont, CA air duct and dryer vent cleaning for hillside split-levels and crawl-space ducts from Carlmont to Sterling Downs, plus oak pollen and smoke cleanup.",
  population: 28335,
  medianIncome: 159422,
  intro: [
    "Belmont's housing climbs. Down near Old County Road and the Caltrain station the lots are flat and the homes are small post-war bungalows and ranches, but within a few blocks the streets start switchbacking up toward Carlmont, Sterling Downs and the Western Hills, where split-levels and hillside houses from the 1950s to the 1970s sit on raised foundations. On a slope like that the furnace usually lives in a crawl space or a lower-level utility room, and the ducts run under the floor, far from anyone's view.",
    "Those under-floor runs are where Belmont systems go wrong. Insulation jackets tear, mice move in through gaps in foundation vents, and a single disconnected branch can leave an upstairs bedroom cold while the crawl space is heated nicely. Dryer vents on sloped lots often leave the house beneath a deck or several feet off the ground on the downhill side, which makes them easy to forget and awkward to reach.",
    "The surroundings add their own load. Oak woodland and open space around Water Dog Lake and the canyon parks fill the air with pollen every spring, fog pushes over the ridges on summer evenings, and in dry autumns wildfire smoke can settle into the valley for days. A thorough cleaning here starts under the house with a flashlight and a camera: repair first, then clean, so the work actually holds through the next few winters.",
  ],
  localChallenges: [
    {
      title: "Crawl-space duct repair",
      text: "Hillside homes in the Western Hills and Carlmont often hide torn insulation and crushed branches under the floor. We inspect each run with a camera, reconnect loose boots and replace rodent-damaged sections before any cleaning starts.",
    },
    {
      title: "Split-level airflow",
      text: "1960s split-levels commonly heat the lower level well and starve the top floor. After cleaning we check registers room by room and adjust dampers, which often fixes the complaint without new equipment.",
    },
    {
      title: "Downhill dryer terminations",
      text: "On steep lots the dryer vent may exit eight or ten feet above grade under a deck. We clean from both ends and replace crushed foil duct with smooth rigid pipe wherever it can be reached.",
    },
  ],
};

export default city;
