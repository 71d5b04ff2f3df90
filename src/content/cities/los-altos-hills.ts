import type { City } from "../types";
import { pgeElectric, pgeGas } from "../utilities";

const city: City = {
  id: "lahills",
  name: "Los Altos Hills",
  state: "CA",
  stateSlug: "ca",
  region: "Silicon Valley",
  slug: "los-altos-hills",
  updated: "2026-11-21",
  coordinates: { lat: 37.3797, lng: -122.1375 },
  image: "/images/cities/los-altos-hills-card.webp",
  heroImage: "/images/cities/los-altos-hills-hero.webp",
  climate:
    "Dry, sunny foothill climate with hot summer afternoons, cool nights and grassland and oak woodland on every side.",
  climateFactors: {
    humidity: "Low from May to October; damp winter mornings in the canyons",
    temperature: "Summer highs in the mid-80s, hotter on south-facing slopes; winter nights near freezing in low spots",
    airQuality: "Grass and oak pollen, paddock dust and periodic wildfire smoke from the Santa Cruz Mountains",
    commonIssues: [
      "Grassland dust: Dry summer fields and paddocks send fine dust and chaff through intakes.",
      "Wildfire smoke: Fall fires in the nearby mountains leave smoke odor trapped in ducts and filters.",
      "Night cooling: Wide day-night swings cause condensation on ducts in unconditioned crawl spaces.",
    ],
  },
  commonIssues: [
    "Rodent nesting in crawl-space ducts",
    "Multiple furnaces in large custom homes",
    "Smoke odor after fire season",
    "Very long dryer runs",
  ],
  neighborhoods: [
    "Fremont Hills",
    "Purissima Hills",
    "Altamont",
    "Moody Road",
    "Page Mill",
    "Arastradero",
    "Adobe Creek",
    "Robleda",
    "Westwind",
  ],
  zipCodes: ["94022", "94024"],
  landmarks: [
    "Foothill College",
    "Westwind Community Barn",
    "Byrne Preserve",
    "Hidden Villa",
    "Juan Prado Mesa Preserve",
  ],
  regulations: {
    permitRequired: false,
    description:
      "Los Altos Hills issues no permit for duct or dryer vent cleaning; new equipment, duct changes or rerouted vents are permitted through the Town of Los Altos Hills Building Department.",
  },
  utilities: {
    electric: pgeElectric,
    gas: pgeGas,
    water: {
      name: "Purissima Hills Water District",
      phone: "650-948-1217",
      website: "https://www.purissimawater.org",
      emergencyPhone: "650-948-1217",
    },
  },
  localKeywords: [
    "air duct cleaning Los Altos Hills",
    "dryer vent cleaning Los Altos Hills",
    "rodent duct cleanup Los Altos Hills",
    "smoke odor duct cleaning Los Altos Hills",
    "multi-system duct cleaning Los Altos Hills",
  ],
  metaDescription:
    "On one-acre lots in Los Altos Hills we clean multiple HVAC systems, remove rodent nesting near open space, clear smoke odor and brush out long dryer runs.",
  population: 8489,
  medianIncome: 250000,
  intro: [
    "Los Altos Hills incorporated in 1956 to stay rural, and its one-acre minimum lot still shapes every house in town. Homes range from post-war ranches on former orchard land to glass-walled contemporaries and new estates on the ridges west of Interstate 280, and few of them are small. Large floor plans usually mean two or three furnaces, ducts spread through attics, crawl spaces and basements, and returns so far from some bedrooms that airflow fades without anyone noticing.",
    "Open land surrounds nearly every property. Dry grass, oak woodland and the horse paddocks scattered along Altamont, Purissima and Moody Roads send dust, hay chaff and pollen into the air for much of the year. Rural edges also bring rodents, and we regularly find nesting material in crawl-space ducts and intake plenums of homes that back onto open space. Cleaning those sections and sealing the gaps that let animals in is a routine part of the work here.",
    "Fire is never far from planning in the hills. Much of the town west of Interstate 280 lies in mapped fire hazard zones, and smoke from Santa Cruz Mountains fires has soaked into homes here more than once. After a smoke event, ducts and filters can hold the odor for months. Laundry rooms add a risk of their own: big houses place laundry rooms far from outside walls, and long runs packed with lint are exactly what fire officials ask owners to clear.",
  ],
  localChallenges: [
    {
      title: "Open-space neighbors",
      text: "Homes on one-acre lots back onto fields, creeks and preserves, and mice and rats find their way into crawl spaces and ducts. Nests and droppings must be removed carefully and entry points sealed before a system is truly clean.",
    },
    {
      title: "Horse country dust",
      text: "Paddocks, riding rings and barns along Altamont and Purissima Roads keep fine dust and hay chaff in the air. Houses nearby load their filters quickly and build up grit on blower wheels and in return plenums.",
    },
    {
      title: "Estate-scale dryer runs",
      text: "Large homes often put the laundry in the middle of the house or upstairs, so dryer ducts can exceed thirty feet. Long runs trap lint and raise fire risk, which matters more in a town with mapped fire hazard zones.",
    },
  ],
};

export default city;
