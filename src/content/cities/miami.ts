import type { City } from "../types";

const city: City = {
  id: "mia",
  name: "Miami",
  state: "FL",
  stateSlug: "fl",
  region: "South",
  slug: "miami",
  updated: "2026-11-21",
  coordinates: { lat: 25.7617, lng: -80.1918 },
  image: "/images/cities/miami-card.webp",
  heroImage: "/images/cities/miami-hero.webp",
  climate:
    "Tropical heat and humidity every month, a rainy season from May to October, and hurricane season stretching from June through November.",
  climateFactors: {
    humidity: "Tropical humidity all year, even in January",
    temperature: "Warm winters and hot summers; the AC never really switches off",
    airQuality: "Sea salt, summer Saharan dust plumes, and traffic on I-95 and the Dolphin Expressway",
    commonIssues: [
      "Year-round cooling: air handlers rarely rest, so dust and moisture move through the ducts every month rather than seasonally.",
      "Saharan dust: summer plumes that cross the Atlantic leave fine reddish dust on condensers, filters and grilles.",
      "Salt air: close to Biscayne Bay, salt corrodes outdoor coils and grille hardware and makes dust cling indoors.",
      "Closet mildew: constant humidity grows mildew in air handler closets and on ceiling diffusers.",
    ],
  },
  commonIssues: [
    "Black mildew specks on ceiling diffusers",
    "Musty air handler closets",
    "Saharan dust on summer filters",
    "Lint in condo dryer ducts",
    "Corroded grilles near the bay",
  ],
  neighborhoods: [
    "Brickell",
    "Edgewater",
    "Wynwood",
    "Little Havana",
    "Coconut Grove",
    "Coral Way",
    "Shenandoah",
    "Little Haiti",
    "Upper East Side",
    "Morningside",
    "Allapattah",
    "Overtown",
    "Flagami",
    "Design District",
  ],
  zipCodes: [
    "33125",
    "33127",
    "33128",
    "33129",
    "33130",
    "33131",
    "33132",
    "33133",
    "33135",
    "33136",
    "33137",
    "33138",
    "33142",
    "33145",
    "33150",
  ],
  landmarks: [
    "Vizcaya Museum and Gardens",
    "Bayfront Park",
    "Perez Art Museum Miami",
    "Wynwood Walls",
    "Calle Ocho",
    "Kaseya Center",
  ],
  regulations: {
    permitRequired: false,
    description:
      "Duct cleaning needs no permit; replacing an air handler, condenser or ductwork needs a City of Miami Building Department permit and a Florida-licensed air conditioning or mechanical contractor, with rooftop equipment anchored to High-Velocity Hurricane Zone rules.",
  },
  utilities: {
    electric: {
      name: "Florida Power & Light (FPL)",
      phone: "1-800-226-3545",
      website: "https://www.fpl.com",
      emergencyPhone: "1-800-468-8243",
      programs: ["FPL Home Energy Survey", "FPL On Call Savings Program"],
    },
    gas: {
      name: "Peoples Gas",
      phone: "1-877-832-6747",
      website: "https://www.peoplesgas.com",
      emergencyPhone: "1-877-832-6747",
    },
    water: {
      name: "Miami-Dade Water and Sewer Department",
      phone: "305-665-7477",
      website: "https://www.miamidade.gov/water",
      emergencyPhone: "305-274-9272",
    },
  },
  localKeywords: [
    "air duct cleaning Miami",
    "mold in AC ducts Miami",
    "dryer vent cleaning Brickell condo",
    "AC duct cleaning Coconut Grove",
    "air handler closet cleaning Little Havana",
  ],
  metaDescription:
    "Air duct and dryer vent cleaning in Miami for block homes and Brickell condos, built around year-round AC, mildew on diffusers and summer Saharan dust.",
  population: 455924,
  medianIncome: 54858,
  intro: [
    "Miami homes tend to keep the air handler in a closet. Concrete-block houses in Little Havana, Shenandoah and along Coral Way, many built between the 1920s and the 1950s, usually have a vertical unit in a hallway closet feeding short duct runs through a low attic or dropped ceiling, and some still lean on window units. In Brickell, Edgewater and downtown, the towers are full of condos with fan coil units tucked above the laundry or entry closet. Either way, the equipment sits a few feet from the living space and runs every day of the year.",
    "That constant running is the central fact here. There is no off-season to let a system dry out, and the outdoor air is humid even in January. Ceiling diffusers grow black specks where cold supply air meets damp room air; closets holding air handlers smell musty when the drain pan holds standing water. Cleaning a Miami system is half about dust and half about moisture: clearing the coil area, checking the condensate line, and making sure the return is not pulling air from behind the washer or water heater.",
    "Summer also brings Saharan dust, plumes of fine mineral grit that cross the Atlantic and haze the sky over Biscayne Bay for days at a time. It settles on condensers, filters and grille faces. Along the water in Coconut Grove and Morningside, salt adds corrosion to the mix. Condo dryer vents, which often exhaust through long horizontal ducts to a louver beside the balcony or into a building shaft, gather lint that holds humidity, and some associations now require owners to have them cleaned on a schedule.",
  ],
  localChallenges: [
    {
      title: "Condo fan coil closets",
      text: "High-rise units in Brickell and Edgewater often hide the air handler in a small closet above the laundry. Access is tight, building rules limit work hours, and the return plenum usually needs cleaning along with the ductwork.",
    },
    {
      title: "Mildew on diffusers",
      text: "Black dots on ceiling diffusers usually mean condensation, not soot. We clean the diffusers and ducts, then look at the causes: an oversized system, a clogged drain line, or a closet return pulling in damp air.",
    },
    {
      title: "Hurricane season prep",
      text: "Homes get sealed up before storms, and a power outage afterward leaves systems sitting wet in the heat. Cleaning and a drain line check before June is the simplest protection before the season starts.",
    },
  ],
};

export default city;
