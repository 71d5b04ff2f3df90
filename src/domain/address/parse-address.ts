import { US_STATE_ABBREVIATIONS } from "@/content/us-states";

export interface ParsedAddress {
  city: string | null;
  state: string | null;
  zipCode: string | null;
}

const COUNTRY = /,?\s*(USA|US|U\.S\.A?\.?|United States( of America)?)\s*$/i;
const ZIP_AT_END = /(?:^|[^\d.])(\d{5})(?:-\d{4})?\s*$/;
const STATE_BEFORE_ZIP = /(?:^|[\s,])([A-Z]{2})\s*,?\s*\d{5}(?:-\d{4})?\s*$/;
const STATE_NAMES = Object.keys(US_STATE_ABBREVIATIONS).sort((a, b) => b.length - a.length);
const STATE_CODES = new Set(Object.values(US_STATE_ABBREVIATIONS));

function stateFromName(piece: string): string | null {
  const lower = piece.toLowerCase();
  const name = STATE_NAMES.find((n) => lower === n.toLowerCase() || lower.startsWith(`${n.toLowerCase()} `));
  return name ? (US_STATE_ABBREVIATIONS[name] ?? null) : null;
}

/**
 * Reads city, state and ZIP from a one-line US address as people and geocoders write it:
 * the ZIP is the trailing five digits, the state the two capitals before it (or a full state
 * name), and the city the comma-separated piece before the state.
 */
export function parseAddress(input: string): ParsedAddress {
  const address = input.trim().replace(COUNTRY, "").trim();
  const zipCode = address.match(ZIP_AT_END)?.[1] ?? null;
  const pieces = address
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean);

  let state: string | null = null;
  let stateIndex = -1;
  const code = address.match(STATE_BEFORE_ZIP)?.[1];
  if (code && STATE_CODES.has(code)) {
    state = code;
    stateIndex = pieces.findIndex((p) => new RegExp(`(^|\\s)${code}(\\s|$)`).test(p));
  } else {
    // "San Jose, California 95112" or "Oakland, CA" without a ZIP.
    for (let i = pieces.length - 1; i > 0 && state === null; i--) {
      const piece = (pieces[i] ?? "").replace(ZIP_AT_END, "").trim();
      const found = STATE_CODES.has(piece) ? piece : stateFromName(piece);
      if (found) {
        state = found;
        stateIndex = i;
      }
    }
  }

  let city: string | null = null;
  if (stateIndex >= 0 && state) {
    // "..., Fremont CA 94538": the city may share its piece with the state.
    const piece = pieces[stateIndex] ?? "";
    const at = piece.search(new RegExp(`(^|\\s)${state}(\\s|$)`));
    const samePiece = at > 0 ? piece.slice(0, at).trim() : "";
    city = samePiece || (pieces[stateIndex - 1] ?? null);
  }
  if (city && /^\d/.test(city)) city = null; // a street line, not a city
  return { city, state, zipCode };
}
