import type { City } from "../types";
import { pgeElectricLongName, pgeGasLongName } from "../utilities";

const city: City = {
  id: "fre",
  name: "Fremont",
  state: "CA",
  stateSlug: "ca",
  region: "East Bay",
  slug: "fremont",
  updated: "2026-11-21",
  coordinates: { lat: 37.5485, lng: -121.9886 },
  image: "/images/cities/fremont-card.webp",
  heroImage: "/images/cities/fremont-hero.webp",
  climate:
    "Mild, sunny East Bay weather with warm summers, cool winters and afternoon winds that funnel out of Niles Canyon.",
  climateFactors: {
    humidity: "Moderate; drier toward the hills",
    temperature: "Summer highs in the upper 70s-80s, winter lows in the 40s",
    airQuality: "I-880 and I-680 traffic, canyon wind dust, spring pollen",
    commonIssues: [
      "Canyon winds: afternoon gusts out of Niles Canyon carry dust into returns in Niles and Centerville.",
      "Freeway traffic: homes near 880 and 680 see faster buildup of fine soot on grilles and filters.",
      "Hillside pollen: grass and tree pollen from Mission Peak and the Coyote Hills clogs filters each spring.",
    ],
  },
  commonIssues: [
    "Attic furnaces with long runs in two-story homes",
    "Roof-routed dryer vents",
    "Dusty returns in flatland tract homes",
    "Crawl-space ducts in Niles cottages",
  ],
  neighborhoods: [
    "Mission San Jose",
    "Niles",
    "Irvington",
    "Centerville",
    "Warm Springs",
    "Ardenwood",
    "Glenmoor",
    "Cabrillo",
    "Parkmont",
    "Kimber",
    "Sundale",
    "Brookvale",
  ],
  zipCodes: ["94536", "94538", "94539", "94555"],
  landmarks: [
    "Mission San Jose",
    "Niles Canyon Railway",
    "Lake Elizabeth and Central Park",
    "Ardenwood Historic Farm",
    "Coyote Hills Regional Park",
    "Mission Peak Regional Preserve",
  ],
  regulations: {
    permitRequired: false,
    description:
      "Residential duct cleaning needs no city permit; furnace replacement and duct alterations need a mechanical permit from Fremont's Building and Safety Division.",
  },
  utilities: {
    electric: pgeElectricLongName,
    gas: pgeGasLongName,
    water: {
      name: "Alameda County Water District (ACWD)",
      phone: "(510) 668-4200",
      website: "https://www.acwd.org",
      emergencyPhone: "(510) 668-4200",
      programs: ["Help on Tap"],
    },
  },
  localKeywords: [
    "air duct cleaning Fremont",
    "dryer vent cleaning Fremont",
    "duct cleaning Mission San Jose",
    "attic furnace duct cleaning Ardenwood",
    "dryer vent cleaning Niles",
  ],
  metaDescription:
    "Fremont air duct and dryer vent cleaning for Ardenwood attic furnaces, Glenmoor tract homes and Niles cottages, where canyon wind and freeway dust pile up.",
  population: 230504,
  medianIncome: 169023,
  intro: [
    "Fremont was stitched together in 1956 from five older towns, Centerville, Irvington, Mission San Jose, Niles and Warm Springs, and each still keeps its own character. Niles and Centerville have cottages and bungalows near their historic main streets. The flatlands filled with 1960s tract homes in neighborhoods like Glenmoor, Parkmont and Cabrillo, most on slab or low crawl-space foundations with furnaces in garages or hall closets. Ardenwood and the newer parts of Warm Springs have larger two-story homes from the 1980s onward, often with attic furnaces and two zones.",
    "Fremont's weather sits between the cool bay shore and the hot inland valleys. Wind pours out of Niles Canyon most afternoons, carrying dust from the canyon and the hills into Niles and Centerville. Interstates 880 and 680 frame the city, and heavy truck and commuter traffic sheds fine particles, as does the manufacturing district along the southern edge near Warm Springs. Spring grass and tree pollen from Mission Peak and the Coyote Hills bothers a lot of households.",
    "Cleaning here usually happens in one of three settings: a garage or closet furnace in a single-story tract house, an attic furnace with long runs in a two-story home, or an older cottage with ducts in a crawl space. Equipment and access change with each, but every job covers the main trunks and every branch and includes a check for loose or crushed sections. In Ardenwood and Mission San Jose, upstairs laundry rooms often send exhaust out through the roof, and that cap is where most blockages show up.",
  ],
  localChallenges: [
    {
      title: "Attic furnaces in newer homes",
      text: "Many Ardenwood and Warm Springs homes have the furnace in the attic with long runs out to the bedrooms. Access can be tight, so we move carefully across joists and insulation while cleaning each branch.",
    },
    {
      title: "Flatland tract homes",
      text: "Glenmoor, Cabrillo and Parkmont houses from the 1960s often have original ducts and returns that have never been opened. Clearing decades of dust usually brings back airflow to the rooms at the far end of the hall.",
    },
    {
      title: "Historic district cottages",
      text: "Older homes in Niles and Mission San Jose often have ducts in crawl spaces or in converted floor-furnace openings. Signs of mice and sections that have slipped apart are the first things we look for down there.",
    },
    {
      title: "Upstairs laundry exhaust",
      text: "In two-story homes, a dryer on the upper floor vents through a wall or the roof. Those long runs need a careful brushing, and the outside termination often hides a wad of lint and leaves.",
    },
  ],
};

export default city;
