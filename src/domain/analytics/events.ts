// Names and cookies shared with the browser; the server's schema is in events-schema.ts, so
// pages do not ship a validation library.

/** docs/product.md#records analytics events, plus page views and experiment exposures. */
export const EVENT_NAMES = [
  "page_view",
  "service_interaction",
  "pricing_interaction",
  "lead",
  "booking_step",
  "experiment_exposure",
  "generate_lead",
  "book_service",
  "web_vitals",
] as const;
export type EventName = (typeof EVENT_NAMES)[number];

export const VISITOR_COOKIE = "cv_vid";
export const ASSIGNMENT_COOKIE = "cv_ab";
/**
 * Where a visitor who arrived without a visitor cookie landed, signed and bound to the visitor id
 * the events answer gave them: kept until their next batch proves the browser keeps cookies
 * (docs/decisions/0026, amendment). API requests only.
 */
export const LANDING_COOKIE = "cv_land";
/** The offers a visitor was shown, signed, with their expiry (readable by the page). */
export const OFFER_COOKIE = "cv_offer";
export const VISITOR_ID_PATTERN = /^[0-9a-f-]{36}$/;

/** Marketing consent text shown beside the unticked checkbox; its version is stored with the lead. */
export const MARKETING_CONSENT = {
  version: "2026-11-marketing-v1",
  text: "Yes, ClearVent may call or text me about offers and service reminders. Optional; not needed for a price.",
} as const;
