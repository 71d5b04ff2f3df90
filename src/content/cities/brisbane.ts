import type { City } from "../types";
import { pgeElectric, pgeGas } from "../utilities";

const city: City = {
  id: "brisbane",
  name: "Brisbane",
  state: "CA",
  stateSlug: "ca",
  region: "Peninsula",
  slug: "brisbane",
  updated: "2026-11-21",
  coordinates: { lat: 37.6808, lng: -122.3999 },
  image: "/images/cities/brisbane-card.webp",
  heroImage: "/images/cities/brisbane-hero.webp",
  climate:
    "Windy, fog-washed hillside climate at the foot of San Bruno Mountain, breezier and cooler than the bay flats below.",
  climateFactors: {
    humidity: "Moderate to high; fog banks spill over the mountain on summer afternoons",
    temperature: "Cool summers in the 60s, mild winters that rarely drop below 40F",
    airQuality: "Freeway and rail dust from the Bayshore corridor, plus grit carried on strong westerly winds",
    commonIssues: [
      "Gap winds: Afternoon gusts over the San Bruno Mountain saddle drive grit into vents and around loose registers.",
      "Freeway dust: Traffic on Highway 101 and Bayshore Boulevard leaves a fine dark film on return grilles.",
      "Fog drip: Moist evenings dampen roof-mounted dryer caps on the Northeast Ridge.",
    ],
  },
  commonIssues: [
    "Patchwork ducts in added-onto hillside cottages",
    "Multi-elbow dryer runs in Ridge townhomes",
    "Road grit on return grilles",
    "Clogged rooftop vent caps",
  ],
  neighborhoods: [
    "Central Brisbane",
    "Northeast Ridge",
    "Brisbane Acres",
    "Sierra Point",
    "Crocker Park",
    "Southwest Bayshore",
    "Guadalupe Hills",
    "Owl and Buckeye Canyons",
    "Baylands",
  ],
  zipCodes: ["94005"],
  landmarks: [
    "San Bruno Mountain State and County Park",
    "Brisbane Marina",
    "Sierra Point",
    "Brisbane Lagoon",
    "Icehouse Hill",
    "Brisbane Community Park",
  ],
  regulations: {
    permitRequired: false,
    description:
      "Brisbane does not permit routine duct or dryer vent cleaning; any new ductwork, furnace swap or rerouted vent goes through the City of Brisbane Building Division for a mechanical permit.",
  },
  utilities: {
    electric: pgeElectric,
    gas: pgeGas,
    water: {
      name: "City of Brisbane Public Works, Water Division",
      phone: "415-508-2130",
      website: "https://www.brisbaneca.org",
      emergencyPhone: "415-508-2130",
    },
  },
  localKeywords: [
    "air duct cleaning Brisbane CA",
    "dryer vent cleaning Brisbane",
    "duct cleaning Northeast Ridge",
    "vent cleaning Central Brisbane",
    "roof dryer vent cleaning Brisbane CA",
  ],
  metaDescription:
    "Duct and dryer vent cleaning in Brisbane, CA, from patched-together hillside cottages to Northeast Ridge townhomes hit by wind off San Bruno Mountain.",
  population: 4851,
  medianIncome: 140000,
  intro: [
    "Brisbane climbs the lower slope of San Bruno Mountain, and almost every house in Central Brisbane sits on a hillside lot above Visitacion Avenue. Many began as modest cottages in the 1930s and 1940s and grew one room at a time, so their duct systems are often patchworks: an old floor furnace traded for a forced-air unit, new runs spliced onto original metal, and returns squeezed into whatever space an addition allowed. Those splices are where leaks, dust and rattles usually start.",
    "The air here carries more than fog. Westerly wind spills over the mountain's saddle most afternoons, bringing fine grit from the hillsides and road dust off Bayshore Boulevard and Highway 101. Homes on the Northeast Ridge, mostly townhomes and condominiums built in the 1990s, sit higher and catch the full gust, while their compact mechanical closets leave very little distance between the furnace, its filter and the nearest bedroom register.",
    "For dryer vents, the Ridge layout is the usual trouble spot: stacked units vent sideways through a wall or straight up through the roof, with runs that turn several times before they reach daylight. Lint piles up at each elbow, and rooftop caps collect leaves and seed from the eucalyptus and coastal scrub on the surrounding slopes. We trace each run to its real outlet, clean it with rotary brushes, measure airflow, and make sure the cap still opens on a windy day.",
  ],
  localChallenges: [
    {
      title: "Steep lots, uneven crawl spaces",
      text: "Central Brisbane homes step down their hillsides, so a crawl space can be tall at one end and a few inches high at the other. Ducts in the shallow end are hard to reach and easy to crush, and they are usually the ones that leak.",
    },
    {
      title: "Wind through the saddle",
      text: "Brisbane sits where marine wind pours over San Bruno Mountain toward the bay. Gusts force dust through unsealed registers and leaky return boxes, and they can pin dryer flaps open so outside air and grit blow back into the run.",
    },
    {
      title: "Stacked units on the Ridge",
      text: "Northeast Ridge townhomes share walls and roofs, and many dryer ducts travel through ceilings to a roof cap. Long, turning runs gather lint at every bend, so a vent that looks clear from the laundry closet can be blocked overhead.",
    },
  ],
};

export default city;
