import type { Random } from "./random";

/**
 * Where a visitor came from, in the shape the attribution columns take (leads.first_touch and
 * last_touch, bookings likewise, and visitor_touches). The history gives every
 * visitor one.
 */
export interface Touch {
  source: string | null;
  medium: string | null;
  campaign: string | null;
  term: string | null;
  content: string | null;
  clickIdKind: "gclid" | "gbraid" | "wbraid" | "msclkid" | null;
  referrerHost: string | null;
  landingPath: string;
}

const CAMPAIGNS = ["fall", "spring-allergy", "dryer-safety", "move-out", "brand"] as const;
const TERMS = ["air duct cleaning", "dryer vent cleaning near me", "duct cleaning cost", "vent cleaning"] as const;

/** A visitor's source: search ads, organic search, maps, social, referral, email or direct. */
export function visitorTouch(r: Random, landingPath: string): Touch {
  const none = { campaign: null, term: null, content: null, clickIdKind: null } as const;
  const kind = r.weighted([
    ["google-ads", 24],
    ["bing-ads", 3],
    ["organic", 33],
    ["maps", 12],
    ["social", 7],
    ["referral", 6],
    ["email", 3],
    ["direct", 12],
  ] as const);
  switch (kind) {
    case "google-ads":
      return {
        source: "google",
        medium: "cpc",
        campaign: r.pick(CAMPAIGNS),
        term: r.pick(TERMS),
        content: null,
        clickIdKind: r.weighted([
          ["gclid", 8],
          ["gbraid", 1],
          ["wbraid", 1],
        ] as const),
        referrerHost: "www.google.com",
        landingPath,
      };
    case "bing-ads":
      return {
        source: "bing",
        medium: "cpc",
        campaign: r.pick(CAMPAIGNS),
        term: r.pick(TERMS),
        content: null,
        clickIdKind: "msclkid",
        referrerHost: "www.bing.com",
        landingPath,
      };
    case "organic":
      return {
        source: null,
        medium: null,
        ...none,
        referrerHost: r.pick(["www.google.com", "www.bing.com", "duckduckgo.com"]),
        landingPath,
      };
    case "maps":
      return {
        source: "google",
        medium: "organic",
        ...none,
        content: "gbp",
        referrerHost: "www.google.com",
        landingPath,
      };
    case "social":
      return {
        source: r.pick(["facebook", "nextdoor", "instagram"]),
        medium: "social",
        ...none,
        referrerHost: r.pick(["m.facebook.com", "nextdoor.com", "l.instagram.com"]),
        landingPath,
      };
    case "referral":
      return {
        source: null,
        medium: null,
        ...none,
        referrerHost: r.pick(["www.yelp.com", "www.angi.com", "www.reddit.com"]),
        landingPath,
      };
    case "email":
      return {
        source: "newsletter",
        medium: "email",
        ...none,
        campaign: r.pick(CAMPAIGNS),
        referrerHost: null,
        landingPath,
      };
    default:
      return { source: null, medium: null, ...none, referrerHost: null, landingPath };
  }
}
