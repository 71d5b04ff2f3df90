// Utilities that serve more than one city, written once; the city files refer to these.
// Some utilities appear in two or three wordings (names, programme lists) as the city records
// were written; aligning them is a content decision left for the next fact-check pass.
import type { UtilityContact } from "./types";

/**
 * PG&E under one of the names the city records use, with the programmes that record lists: the
 * numbers and the site are PG&E's own, written here once.
 */
export const pge = (name: string, programs: string[], emergencyPhone = "1-800-743-5000"): UtilityContact => ({
  name,
  phone: "1-800-743-5000",
  website: "https://www.pge.com",
  emergencyPhone,
  programs,
});

const CARE = "California Alternate Rates for Energy (CARE)";
const FERA = "Family Electric Rate Assistance (FERA)";
const ESA = "Energy Savings Assistance Program";

export const pgeGasShortPrograms = pge("PG&E (Pacific Gas and Electric)", [ESA, "CARE", "FERA"]);

export const pgeElectric = pge("PG&E", [CARE, FERA, ESA, "Medical Baseline Program"]);

export const pgeGas = pge("PG&E", [CARE, ESA]);

export const pgeElectricWithOutageLine = pge(
  "PG&E (Pacific Gas and Electric)",
  [ESA, "CARE", "FERA"],
  "1-800-743-5002",
);

export const pgeElectricLongName = pge("Pacific Gas and Electric (PG&E)", [CARE, FERA, ESA]);

export const pgeGasLongName = pge("Pacific Gas and Electric (PG&E)", [CARE, ESA]);

export const ebmudWater: UtilityContact = {
  name: "East Bay Municipal Utility District (EBMUD)",
  phone: "1-866-403-2683",
  website: "https://www.ebmud.com",
  emergencyPhone: "1-866-403-2683",
  programs: ["Customer Assistance Program", "Lawn Conversion Rebate"],
};

export const calWaterBearGulch: UtilityContact = {
  name: "Cal Water, Bear Gulch District",
  phone: "650-561-9709",
  website: "https://www.calwater.com",
  emergencyPhone: "650-561-9709",
  programs: ["Customer Assistance Program (CAP)"],
};

export const ebmudWaterCap: UtilityContact = {
  name: "East Bay Municipal Utility District (EBMUD)",
  phone: "1-866-403-2683",
  website: "https://www.ebmud.com",
  emergencyPhone: "1-866-403-2683",
  programs: ["Customer Assistance Program (CAP)"],
};

export const sanJoseWater: UtilityContact = {
  name: "San Jose Water",
  phone: "408-279-7900",
  website: "https://www.sjwater.com",
  emergencyPhone: "408-279-7900",
  programs: ["CATCH water conservation appointments", "Customer Assistance Program (CAP)"],
};

export const marinWater: UtilityContact = {
  name: "Marin Water (Marin Municipal Water District)",
  phone: "415-945-1400",
  website: "https://www.marinwater.org",
  emergencyPhone: "415-945-1400",
};

export const sanJoseWaterCap: UtilityContact = {
  name: "San Jose Water",
  phone: "(408) 279-7900",
  website: "https://www.sjwater.com",
  emergencyPhone: "(408) 279-7900",
  programs: ["Customer Assistance Program (CAP)"],
};

export const acwdWater: UtilityContact = {
  name: "Alameda County Water District (ACWD)",
  phone: "510-668-4200",
  website: "https://www.acwd.org",
  emergencyPhone: "510-668-4200",
  programs: ["Help on Tap"],
};
