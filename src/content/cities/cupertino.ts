import type { City } from "../types";
import { pgeElectricLongName, pgeGasLongName, sanJoseWaterCap } from "../utilities";

const city: City = {
  id: "cup",
  name: "Cupertino",
  state: "CA",
  stateSlug: "ca",
  region: "Silicon Valley",
  slug: "cupertino",
  updated: "2026-11-21",
  coordinates: { lat: 37.3229, lng: -122.0322 },
  image: "/images/cities/cupertino-card.webp",
  heroImage: "/images/cities/cupertino-hero.webp",
  climate: "Warm, sunny foothill climate with dry summers, cool winters and oak woodland close at hand.",
  climateFactors: {
    humidity: "Low in summer, moderate in winter",
    temperature: "Summer highs in the 80s, winter lows in the upper 30s",
    airQuality: "Construction dust from rebuilds, foothill pollen, occasional wildfire smoke",
    commonIssues: [
      "Rebuild dust: teardown and construction on neighboring lots send fine dust into nearby homes.",
      "Foothill pollen: oak and grass pollen from the hills clogs filters in spring.",
      "Mountain smoke: blazes in the coastal range to the west send ash drifting down into town.",
    ],
  },
  commonIssues: [
    "Construction dust left in new ducts",
    "Multi-zone systems in large rebuilt homes",
    "Second-story laundry vents ending at the roof",
    "Pollen buildup in foothill neighborhoods",
  ],
  neighborhoods: [
    "Monta Vista",
    "Rancho Rinconada",
    "Garden Gate",
    "Seven Springs",
    "Inspiration Heights",
    "Fairgrove",
    "Oak Valley",
    "Creston",
    "Jollyman",
    "Regnart",
    "Linda Vista",
  ],
  zipCodes: ["95014", "95015"],
  landmarks: [
    "Apple Park Visitor Center",
    "De Anza College",
    "Memorial Park",
    "Fremont Older Open Space Preserve",
    "Blackberry Farm",
    "Deep Cliff Golf Course",
  ],
  regulations: {
    permitRequired: false,
    description:
      "Residential duct cleaning needs no city permit; furnace replacement or duct alterations require a mechanical permit from the City of Cupertino Building Division.",
  },
  utilities: {
    electric: pgeElectricLongName,
    gas: pgeGasLongName,
    water: sanJoseWaterCap,
  },
  localKeywords: [
    "air duct cleaning Cupertino",
    "dryer vent cleaning Cupertino",
    "post-construction duct cleaning Cupertino",
    "duct cleaning Monta Vista",
    "dryer vent cleaning Rancho Rinconada",
  ],
  metaDescription:
    "Cupertino air duct and dryer vent cleaning for rebuilt multi-zone homes, Fairgrove Eichlers and Monta Vista houses dealing with construction dust and pollen.",
  population: 60381,
  medianIncome: 223000,
  intro: [
    "Cupertino's older housing dates mostly from the 1950s through the 1970s, when apricot and prune orchards were subdivided into one-story ranch houses along the quiet streets of Jollyman, Creston and Rancho Rinconada. Fairgrove has a tract of Eichler homes from the early 1960s. In recent decades a large share of the original houses have been torn down or expanded into big two-story homes, often with two or three HVAC zones. Monta Vista, tucked against the foothills, mixes older cottages with newer custom builds.",
    "The city backs up against the Santa Cruz Mountains, so its western streets sit close to open space and oak woodland. Summers are warm and dry, with afternoon highs often in the 80s. For decades the Lehigh cement plant and quarry in the hills above Monta Vista added dust to the air, and construction of new homes and commercial projects keeps generating fine dust today. Wildfire smoke from the mountains to the west reaches Cupertino in bad years.",
    "Teardown and rebuild projects on nearby lots are one of the biggest sources of indoor dust here: demolition, grading and framing kick up grit that enters homes through returns and open windows. In brand-new houses, construction debris often remains inside the ducts after move-in day. We clean both new and older systems, look for what contractors left behind, and clear the laundry exhaust in large two-story homes, which often climbs through the upper floor to a cap on the roof.",
  ],
  localChallenges: [
    {
      title: "Teardown season next door",
      text: "When a neighboring house is demolished and rebuilt, months of grading, cutting and framing send dust toward surrounding homes. Keeping windows closed during heavy work and booking a cleaning when the project wraps up makes a real difference.",
    },
    {
      title: "New-construction debris",
      text: "Builders sometimes run the HVAC during drywall and finishing work. Gypsum dust, sawdust and scraps end up inside brand-new ducts, and clearing them before the family settles in is far easier than afterward.",
    },
    {
      title: "Multi-zone rebuilt homes",
      text: "Large two-story rebuilds often have two or three zones with motorized dampers and long attic runs. Each zone is cleaned separately, and every damper is confirmed to move freely once the work is done.",
    },
    {
      title: "Fairgrove Eichlers",
      text: "The Eichler tract in Fairgrove has flat roofs and, in many homes, radiant slab heat. Owners there mostly need laundry exhaust service, since the caps on those roofs trap lint, leaves and the occasional nest.",
    },
  ],
};

export default city;
