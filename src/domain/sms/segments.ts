// How many SMS segments a text takes, which is what a carrier bills and how a long text is split.
// GSM-7 (the default alphabet) fits 160 characters in one segment and 153 in each part of a longer
// one; any character outside it makes the whole text UCS-2: 70 in one segment, 67 per part.

const GSM7_BASIC =
  "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà";
/** Characters that take two septets (an escape and the character). */
const GSM7_EXTENDED = "^{}\\[~]|€\f";

const BASIC = new Set(GSM7_BASIC);
const EXTENDED = new Set(GSM7_EXTENDED);

/** Texts longer than this many segments are refused: the product never sends more than three. */
export const MAX_SEGMENTS = 3;

export interface SegmentCount {
  encoding: "GSM-7" | "UCS-2";
  /** Septets for GSM-7, UTF-16 code units for UCS-2. */
  units: number;
  segments: number;
}

export function isGsm7(text: string): boolean {
  for (const ch of text) if (!BASIC.has(ch) && !EXTENDED.has(ch)) return false;
  return true;
}

export function countSegments(text: string): SegmentCount {
  if (isGsm7(text)) {
    let units = 0;
    for (const ch of text) units += EXTENDED.has(ch) ? 2 : 1;
    return { encoding: "GSM-7", units, segments: segmentsFor(units, 160, 153) };
  }
  // UCS-2 counts UTF-16 code units; a character outside the BMP (an emoji) takes two.
  const units = text.length;
  return { encoding: "UCS-2", units, segments: segmentsFor(units, 70, 67) };
}

function segmentsFor(units: number, single: number, part: number): number {
  if (units === 0) return 1;
  return units <= single ? 1 : Math.ceil(units / part);
}

/**
 * The text with the characters a person's typing or a street name brings in (curly quotes,
 * dashes, the ellipsis, non-breaking spaces) replaced by GSM-7 ones, so a text is not made
 * UCS-2, and so up to three times as many segments, by one apostrophe.
 */
export function toGsm7(text: string): string {
  return text
    .replace(/[\u2018\u2019\u201B\u2032]/g, "'")
    .replace(/[\u201C\u201D\u201F\u2033]/g, '"')
    .replace(/[\u2013\u2014\u2212]/g, "-")
    .replace(/\u2026/g, "...")
    .replace(/[\u00A0\u2007\u202F]/g, " ");
}
