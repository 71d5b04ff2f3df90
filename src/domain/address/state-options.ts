import { US_STATE_ABBREVIATIONS } from "@/content/us-states";

/**
 * Two-letter codes for the state select, alphabetical by name. Apart from service-address.ts so
 * the booking form's select does not bring the address parser into the browser.
 */
export const STATE_OPTIONS = Object.entries(US_STATE_ABBREVIATIONS)
  .map(([name, code]) => ({ name, code }))
  .sort((a, b) => a.name.localeCompare(b.name));
