import type { City } from "../types";
import { ebmudWater, pgeElectric, pgeGas } from "../utilities";

const city: City = {
  id: "emery",
  name: "Emeryville",
  state: "CA",
  stateSlug: "ca",
  region: "East Bay",
  slug: "emeryville",
  updated: "2026-11-21",
  coordinates: { lat: 37.8313, lng: -122.2852 },
  image: "/images/cities/emeryville-card.webp",
  heroImage: "/images/cities/emeryville-hero.webp",
  climate:
    "Mild, windy bay-edge climate with morning fog, afternoon westerlies and heavy traffic exhaust from the freeways and rail line.",
  climateFactors: {
    humidity: "Moderate; morning fog and bay moisture, drier by afternoon",
    temperature: "Mild, rarely above the mid-70s or below 40F",
    airQuality:
      "Some of the heaviest traffic exposure in the East Bay: I-80, I-580, the Bay Bridge approach and freight rail",
    commonIssues: [
      "Freeway exhaust: Diesel soot from the MacArthur Maze and I-80 coats rooftop intakes and duct interiors.",
      "Bay wind: Strong afternoon westerlies push grit through window gaps and exterior vent grilles.",
      "Rail dust: Freight and passenger trains along the tracks stir up fine dust for the blocks nearby.",
    ],
  },
  commonIssues: [
    "Soot-coated supply and return ducts",
    "Long interior dryer runs in apartment buildings",
    "Dust on exposed loft ductwork",
    "Blocked exterior dryer grilles",
  ],
  neighborhoods: [
    "Triangle",
    "Park Avenue District",
    "Watergate",
    "Doyle Street",
    "North Hollis",
    "Bay Street",
    "Powell Street",
    "East Baybridge",
    "Emeryville Marina",
  ],
  zipCodes: ["94608", "94662"],
  landmarks: [
    "Pixar Animation Studios",
    "Bay Street Emeryville",
    "Emeryville Marina",
    "Public Market Emeryville",
    "Emeryville Amtrak Station",
    "Emeryville Greenway",
  ],
  regulations: {
    permitRequired: false,
    description:
      "Emeryville requires no permit to clean ducts or dryer vents; equipment changeouts or new duct and vent routing need a mechanical permit from the City of Emeryville Building Division, and condo work may also need HOA approval.",
  },
  utilities: {
    electric: pgeElectric,
    gas: pgeGas,
    water: ebmudWater,
  },
  localKeywords: [
    "air duct cleaning Emeryville",
    "dryer vent cleaning Emeryville",
    "condo dryer vent cleaning Emeryville",
    "loft duct cleaning Emeryville",
    "duct cleaning Watergate Emeryville",
  ],
  metaDescription:
    "Forty-foot condo dryer runs, exposed loft ducts and I-80 soot: Emeryville air duct and dryer vent cleaning for Watergate, the Triangle and Park Avenue.",
  population: 12905,
  medianIncome: 110000,
  intro: [
    "Emeryville packs a lot into a little over a square mile: a rail line, two interstates, the eastern foot of the Bay Bridge and thousands of homes stacked above it all. Most residents live in buildings rather than houses, from the Watergate towers on the peninsula to mid-rise apartments along Powell Street and around Bay Street. In those buildings the ductwork is shared, hidden above corridor ceilings and fed by rooftop equipment that pulls in air laced with freeway exhaust.",
    "Older housing tells a different story. The Triangle neighborhood and the blocks around Doyle Street hold small Victorians and worker cottages from the early 1900s, their floor furnaces long since replaced, while converted warehouses became live-work lofts in the 1980s and 1990s. Loft ducts are usually exposed spiral metal hung from old timber or steel, which makes them easy to see and just as easy to ignore; dust settles on top of the pipe and inside it in equal measure.",
    "Dryer vents are the quiet risk. In apartment towers and podium buildings, dryers sit in interior closets far from any outside wall, and a single duct may run forty feet through the ceiling, sometimes helped along by a booster fan. Lint collects at every fitting, and near the freeway the outside terminations catch soot that narrows the opening even further. We clean these runs end to end, confirm airflow at the exterior grille and coordinate with building managers when access calls for it.",
  ],
  localChallenges: [
    {
      title: "Buildings, not houses",
      text: "Most Emeryville homes are condos or apartments whose ducts run through shared ceilings and chases. Cleaning them means working unit by unit around building rules, fire dampers and quiet hours, often in coordination with a property manager or HOA.",
    },
    {
      title: "Forty-foot dryer ducts",
      text: "Interior laundry closets in podium and tower buildings can sit far from an outside wall. Long horizontal runs with several elbows load with lint quickly, and some depend on booster fans that fail without any warning.",
    },
    {
      title: "In the shadow of the Maze",
      text: "Homes near the Bay Bridge approach and I-80 breathe some of the heaviest traffic exhaust in the East Bay. Fine soot slips past cheap filters and builds a dark film inside ducts, so better filters and periodic cleaning pay off here.",
    },
  ],
};

export default city;
