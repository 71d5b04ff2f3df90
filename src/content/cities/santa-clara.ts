import type { City } from "../types";
import { pgeGasLongName } from "../utilities";

const city: City = {
  id: "sclara",
  name: "Santa Clara",
  state: "CA",
  stateSlug: "ca",
  region: "Silicon Valley",
  slug: "santa-clara",
  updated: "2026-11-21",
  coordinates: { lat: 37.3541, lng: -121.9552 },
  image: "/images/cities/santa-clara-card.webp",
  heroImage: "/images/cities/santa-clara-hero.webp",
  climate: "Flat, sun-baked valley floor where summers run hot, winter nights turn brisk and fog almost never reaches.",
  climateFactors: {
    humidity: "Low in summer, moderate in winter",
    temperature: "Summer highs in the 80s-90s, winter lows in the upper 30s-40s",
    airQuality: "Airport and freeway emissions, stadium-day traffic, seasonal wildfire smoke",
    commonIssues: [
      "Airport proximity: jet exhaust and ground traffic around San Jose's airport add fine soot to nearby homes.",
      "Long cooling season: months of air conditioning move more dust through ducts and filters.",
      "Student-house wear: crowded rentals in the Old Quad load filters and dryer vents at a furious pace.",
    ],
  },
  commonIssues: [
    "Overworked dryer vents in student rentals",
    "Attic duct damage in ranch homes",
    "Upper-floor dryer vents in condos",
    "Fine soot near the airport and freeways",
  ],
  neighborhoods: [
    "Old Quad",
    "Rivermark",
    "Agnew",
    "Bracher",
    "Westwood Oaks",
    "Pomeroy",
    "Killarney",
    "Homeridge",
    "North Santa Clara",
  ],
  zipCodes: ["95050", "95051", "95054"],
  landmarks: [
    "Levi's Stadium",
    "Mission Santa Clara de Asis",
    "California's Great America",
    "Intel Museum",
    "Triton Museum of Art",
    "Santa Clara Convention Center",
  ],
  regulations: {
    permitRequired: false,
    description:
      "Residential duct cleaning needs no city permit; furnace replacement or duct alterations require a mechanical permit from the City of Santa Clara Building Division.",
  },
  utilities: {
    electric: {
      name: "Silicon Valley Power (SVP)",
      phone: "(408) 615-2300",
      website: "https://www.siliconvalleypower.com",
      emergencyPhone: "(408) 615-5640",
      programs: ["Santa Clara Green Power", "Rate Assistance Program (RAP)"],
    },
    gas: pgeGasLongName,
    water: {
      name: "City of Santa Clara Water and Sewer Utilities",
      phone: "(408) 615-2000",
      website: "https://www.santaclaraca.gov",
      emergencyPhone: "(408) 615-5640",
    },
  },
  localKeywords: [
    "air duct cleaning Santa Clara",
    "dryer vent cleaning Santa Clara",
    "duct cleaning Old Quad",
    "dryer vent cleaning Rivermark",
    "attic duct cleaning Santa Clara",
  ],
  metaDescription:
    "Santa Clara air duct and dryer vent cleaning for Old Quad student rentals, post-war ranch homes and Rivermark condos near the airport and Levi's Stadium.",
  population: 127647,
  medianIncome: 163000,
  intro: [
    "Santa Clara grew up around its 1777 mission and the university that now surrounds it. The Old Quad, the city's original street grid beside Santa Clara University, has Victorian and early 1900s houses, many now rented to students and some divided into group housing. Beyond downtown, post-war tracts built for the growing electronics and aerospace workforce cover much of the city with modest ranch houses. North of Highway 101, Rivermark and the newer developments near Levi's Stadium are dominated by townhomes, condos and apartments.",
    "The city lies flat on the valley floor right next to San Jose's airport, and its air reflects that. Jets climb and descend just east of town, and the freeways and expressways crossing Santa Clara carry heavy traffic from dawn to late evening. Summers run warm to hot, so air conditioning stays busy for months. Events at the stadium and the convention center bring crowds and idling cars to the north side, and in bad years smoke drifts in from burns on either side of the valley.",
    "In the Old Quad we often service houses shared by five or six tenants, where filters clog quickly and dryers run nearly around the clock. Those vents tend to be long, old and never cleaned, which makes them a genuine fire risk. In the ranch-house tracts the attic ducts get cleaned and checked for damage, and in Rivermark the homeowner association usually has to sign off before anyone reaches a dryer vent that exits high on a third-floor wall or the roof.",
  ],
  localChallenges: [
    {
      title: "Student housing in the Old Quad",
      text: "Homes near Santa Clara University often house many tenants who run the dryer all day. Lint builds fast in these old vents, and owners should plan on a cleaning at least once a year.",
    },
    {
      title: "Post-war ranch homes",
      text: "Many single-story homes from the 1950s and 1960s have ducts in low attics. Heat and age degrade flex duct and tape, so leaks and disconnections are part of every inspection.",
    },
    {
      title: "Rivermark townhomes",
      text: "Townhomes and condos in Rivermark often vent dryers through upper walls or roofs. Access is arranged through the homeowner association, and we brush each run from the laundry closet out to the cap.",
    },
    {
      title: "Event-day traffic",
      text: "Homes near Levi's Stadium see heavy traffic and idling vehicles on game and concert days. Keeping returns clean and filters fresh limits the dust and exhaust that reach living spaces afterward.",
    },
  ],
};

export default city;
