// Where a visitor came from, first-party (docs/decisions/0026-attribution-and-insights.md). Read
// from the landing page's own address and the referrer's host; nothing leaves the site, and the
// click ids themselves are never kept (only which kind there was). Every value is cut to a stated
// length, so a hostile or broken link makes a bounded record, never an error.

/** The stored shape, on leads, bookings and the visitor's own row (first and last touch). */
export interface Touch {
  source: string | null;
  medium: string | null;
  campaign: string | null;
  term: string | null;
  content: string | null;
  clickIdKind: ClickIdKind | null;
  referrerHost: string | null;
  landingPath: string | null;
}

export const CLICK_ID_KINDS = ["gclid", "gbraid", "wbraid", "msclkid"] as const;
export type ClickIdKind = (typeof CLICK_ID_KINDS)[number];

/** Longest kept value of a UTM parameter or a derived source (characters). */
export const TOUCH_VALUE_MAX = 100;
/** Longest kept referrer host (a DNS name is at most 253). */
export const TOUCH_HOST_MAX = 253;
/** Longest kept landing path (the query string is never kept). */
export const TOUCH_PATH_MAX = 200;
/** Longest address read at all: what lies beyond is not parsed. */
export const TOUCH_URL_READ_MAX = 4096;

/** The name a search engine or social site is reported under, by the end of its host name. */
const KNOWN_REFERRERS: readonly [RegExp, string, string][] = [
  [/(^|\.)google\.[a-z.]{2,6}$/, "google", "organic"],
  [/(^|\.)bing\.com$/, "bing", "organic"],
  [/(^|\.)duckduckgo\.com$/, "duckduckgo", "organic"],
  [/(^|\.)search\.yahoo\.com$/, "yahoo", "organic"],
  [/(^|\.)ecosia\.org$/, "ecosia", "organic"],
  [/(^|\.)search\.brave\.com$/, "brave", "organic"],
  [/(^|\.)facebook\.com$/, "facebook", "social"],
  [/(^|\.)instagram\.com$/, "instagram", "social"],
  [/^t\.co$/, "twitter", "social"],
  [/(^|\.)(x|twitter)\.com$/, "twitter", "social"],
  [/(^|\.)linkedin\.com$/, "linkedin", "social"],
  [/(^|\.)nextdoor\.com$/, "nextdoor", "social"],
  [/(^|\.)yelp\.com$/, "yelp", "referral"],
];

/** Paid click ids and the source they belong to when no utm_source says otherwise. */
const CLICK_SOURCES: Record<ClickIdKind, string> = {
  gclid: "google",
  gbraid: "google",
  wbraid: "google",
  msclkid: "bing",
};

// Controls, bidirectional overrides and zero-width characters: never kept, they make text read
// other than it is on the owner's screen and in CSV.
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
const UNSEEN = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g;

/** A kept value: visible characters only, single spaces, at most `max` characters; empty is null. */
export function cleanValue(raw: string | null | undefined, max = TOUCH_VALUE_MAX): string | null {
  if (raw == null) return null;
  const text = raw
    .slice(0, max * 4)
    .replace(UNSEEN, " ")
    .replace(/\s+/g, " ")
    .trim();
  if (!text) return null;
  // Cut by code points, so a cut never leaves half a surrogate pair.
  const points = Array.from(text);
  return (points.length > max ? points.slice(0, max).join("") : text).trim() || null;
}

/** The host of an address, lower case without "www.", or null (not http(s), unparsable, too long). */
export function hostOf(address: string | null | undefined): string | null {
  if (!address) return null;
  try {
    const url = new URL(address.slice(0, TOUCH_URL_READ_MAX));
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    const host = url.hostname
      .toLowerCase()
      .replace(/^www\./, "")
      .replace(/\.$/, "");
    return host && host.length <= TOUCH_HOST_MAX ? host : null;
  } catch {
    return null;
  }
}

/**
 * The touch of one landing: `pageUrl` is the page's address (absolute, with its query string),
 * `referrer` the address the browser says the visitor came from, `siteHost` our own host (a
 * referrer on it is a step inside the site, not a source). Null when the page address is not an
 * http(s) address. Source and medium: the UTM ones; else a paid click id's network ("cpc"); else
 * a known search engine ("organic") or social site ("social"); else the referrer's host
 * ("referral"); else none (a direct visit).
 */
export function parseTouch(input: {
  pageUrl: string;
  referrer?: string | null;
  siteHost?: string | null;
}): Touch | null {
  let url: URL;
  try {
    url = new URL(input.pageUrl.slice(0, TOUCH_URL_READ_MAX));
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  const params = url.searchParams;
  const param = (name: string) => cleanValue(params.get(name));
  const clickIdKind = CLICK_ID_KINDS.find((kind) => cleanValue(params.get(kind), 500) !== null) ?? null;
  const site = input.siteHost ? input.siteHost.toLowerCase().replace(/^www\./, "") : hostOf(url.href);
  const refHost = hostOf(input.referrer);
  const referrerHost = refHost && refHost !== site ? refHost : null;
  const known = referrerHost ? KNOWN_REFERRERS.find(([pattern]) => pattern.test(referrerHost)) : undefined;

  let source = param("utm_source");
  let medium = param("utm_medium");
  if (clickIdKind) {
    source ??= CLICK_SOURCES[clickIdKind];
    medium ??= "cpc";
  } else if (!source && referrerHost) {
    source = known ? known[1] : cleanValue(referrerHost);
    medium ??= known ? known[2] : "referral";
  }
  let path = url.pathname;
  try {
    path = decodeURI(path);
  } catch {
    // Keep the encoded form: a malformed escape is still a bounded string.
  }
  return {
    source: source ? source.toLowerCase() : null,
    medium: medium ? medium.toLowerCase() : null,
    campaign: param("utm_campaign"),
    term: param("utm_term"),
    content: param("utm_content"),
    clickIdKind,
    referrerHost: referrerHost ? cleanValue(referrerHost, TOUCH_HOST_MAX) : null,
    landingPath: cleanValue(path, TOUCH_PATH_MAX) ?? "/",
  };
}

/** A touch that names where the visitor came from (a direct visit or a step inside the site does not). */
export const isSourced = (touch: Touch | null): touch is Touch =>
  touch !== null && (touch.source !== null || touch.campaign !== null || touch.clickIdKind !== null);

/**
 * A touch marked by the link itself (UTM parameters or a click id), as opposed to one read from
 * the referrer alone. Every page view of a document repeats the landing's referrer, so a touch
 * known only by its referrer replaces the last touch only when that referrer's host changed.
 */
export const isMarked = (touch: Touch): boolean =>
  touch.campaign !== null ||
  touch.clickIdKind !== null ||
  touch.term !== null ||
  touch.content !== null ||
  (touch.source !== null && touch.referrerHost === null);

/** The owner's word for a touch's source: its source, or "(direct)". */
export const sourceLabel = (source: string | null | undefined): string => source || "(direct)";

const TOUCH_KEYS = [
  "source",
  "medium",
  "campaign",
  "term",
  "content",
  "clickIdKind",
  "referrerHost",
  "landingPath",
] as const;

/**
 * A stored touch read back (jsonb of any age or origin) as the shape above, or null: unknown
 * keys dropped, every value a bounded string or null.
 */
export function readTouch(value: unknown): Touch | null {
  if (!value || typeof value !== "object" || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  const out = {} as Record<(typeof TOUCH_KEYS)[number], string | null>;
  for (const key of TOUCH_KEYS) {
    const v = record[key];
    const max = key === "landingPath" ? TOUCH_PATH_MAX : key === "referrerHost" ? TOUCH_HOST_MAX : TOUCH_VALUE_MAX;
    out[key] = typeof v === "string" ? cleanValue(v, max) : null;
  }
  const kind = out.clickIdKind;
  return {
    ...out,
    clickIdKind: kind && (CLICK_ID_KINDS as readonly string[]).includes(kind) ? (kind as ClickIdKind) : null,
  };
}
