// The visitor and assignment cookies carry an HMAC-SHA-256 (Web Crypto, so the proxy and route
// handlers share one implementation) keyed with the server's secret. Only ids the server handed
// out count in experiment reports: a client cannot invent visitors or pick its own variants.
//   cv_vid = <uuid>.<sig("cv_vid:" uuid)>
//   cv_ab  = <hero>.<pricing>.<layout>~<sig("cv_ab:" uuid ":" combo)>  (bound to the visitor)

import { readTouch, type Touch } from "./attribution";
import { VISITOR_ID_PATTERN } from "./events";

const encoder = new TextEncoder();
const keys = new Map<string, Promise<CryptoKey>>();

function key(secret: string): Promise<CryptoKey> {
  let k = keys.get(secret);
  if (!k) {
    k = crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
      "sign",
      "verify",
    ]);
    keys.set(secret, k);
  }
  return k;
}

function toBase64Url(bytes: ArrayBuffer | Uint8Array): string {
  let text = "";
  for (const b of new Uint8Array(bytes)) text += String.fromCharCode(b);
  return btoa(text).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]{43}$/.test(text)) return null;
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

async function sign(secret: string, message: string): Promise<string> {
  return toBase64Url(await crypto.subtle.sign("HMAC", await key(secret), encoder.encode(message)));
}

async function verify(secret: string, message: string, signature: string): Promise<boolean> {
  const bytes = fromBase64Url(signature);
  if (!bytes) return false;
  // Web Crypto's verify compares in constant time.
  return crypto.subtle.verify("HMAC", await key(secret), bytes, encoder.encode(message));
}

export async function signVisitor(secret: string, visitorId: string): Promise<string> {
  return `${visitorId}.${await sign(secret, `cv_vid:${visitorId}`)}`;
}

/** The visitor id of a cookie value the server signed, or null. */
export async function verifiedVisitor(secret: string, value: string | undefined): Promise<string | null> {
  if (!value) return null;
  const dot = value.indexOf(".");
  if (dot < 0) return null;
  const id = value.slice(0, dot);
  if (!VISITOR_ID_PATTERN.test(id)) return null;
  return (await verify(secret, `cv_vid:${id}`, value.slice(dot + 1))) ? id : null;
}

export async function signAssignment(secret: string, visitorId: string, combo: string): Promise<string> {
  return `${combo}~${await sign(secret, `cv_ab:${visitorId}:${combo}`)}`;
}

/** The variant combination the server assigned to this visitor, or null. */
export async function verifiedAssignment(
  secret: string,
  visitorId: string,
  value: string | undefined,
): Promise<string | null> {
  if (!value) return null;
  const tilde = value.indexOf("~");
  if (tilde < 0) return null;
  const combo = value.slice(0, tilde);
  if (!/^[a-z_]+\.[a-z_]+\.[a-z_]+$/.test(combo)) return null;
  return (await verify(secret, `cv_ab:${visitorId}:${combo}`, value.slice(tilde + 1))) ? combo : null;
}

// A landing the events route saw before the visitor had a cookie (docs/decisions/0026, amendment):
//   cv_land = <base64url(JSON touch)>~<sig("cv_land:" uuid ":" payload)>  (bound to the visitor)

/** Longest landing cookie payload read (a touch's values are cut to at most ~1.1 KB of JSON). */
const LANDING_MAX = 3000;

export async function signLanding(secret: string, visitorId: string, touch: Touch): Promise<string> {
  const payload = toBase64Url(encoder.encode(JSON.stringify(touch)));
  return `${payload}~${await sign(secret, `cv_land:${visitorId}:${payload}`)}`;
}

/** The landing touch this server signed for this visitor, or null (absent, forged, another's). */
export async function verifiedLanding(
  secret: string,
  visitorId: string,
  value: string | undefined,
): Promise<Touch | null> {
  if (!value || value.length > LANDING_MAX) return null;
  const tilde = value.indexOf("~");
  if (tilde < 0) return null;
  const payload = value.slice(0, tilde);
  if (!/^[A-Za-z0-9_-]+$/.test(payload)) return null;
  if (!(await verify(secret, `cv_land:${visitorId}:${payload}`, value.slice(tilde + 1)))) return null;
  try {
    const binary = atob(payload.replace(/-/g, "+").replace(/_/g, "/"));
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return readTouch(JSON.parse(new TextDecoder().decode(bytes)));
  } catch {
    return null;
  }
}

// Offers and quotes are signed the same way (docs/decisions/0012-offers-recurring-and-leads.md):
//   cv_offer = <ids>.<expires ms>~<sig("cv_offer:" claim)>   (what the visitor was shown; no deadline)
//   quote    = <lead uuid>.<sig("cv_quote:" uuid)>           (in the estimate email's booking link)

/** The offer cookie's value for a claim the server hands out (encodeOfferClaim's text). */
export async function signOfferClaim(secret: string, claimText: string): Promise<string> {
  return `${claimText}~${await sign(secret, `cv_offer:${claimText}`)}`;
}

/** The claim text of an offer cookie the server signed, or null (forged or malformed). */
export async function verifiedOfferClaim(secret: string, value: string | undefined): Promise<string | null> {
  if (!value) return null;
  const tilde = value.indexOf("~");
  if (tilde < 0) return null;
  const claim = value.slice(0, tilde);
  if (!/^[a-z0-9-]{1,40}\.\d{10,15}$/.test(claim)) return null;
  return (await verify(secret, `cv_offer:${claim}`, value.slice(tilde + 1))) ? claim : null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The token of a lead's quote, for the estimate email's booking link. */
export async function signQuote(secret: string, leadId: string): Promise<string> {
  return `${leadId}.${await sign(secret, `cv_quote:${leadId}`)}`;
}

/** The lead id of a quote token the server signed, or null. */
export async function verifiedQuote(secret: string, token: string | undefined | null): Promise<string | null> {
  if (!token) return null;
  const dot = token.indexOf(".");
  const id = token.slice(0, dot);
  if (dot < 0 || !UUID.test(id)) return null;
  return (await verify(secret, `cv_quote:${id}`, token.slice(dot + 1))) ? id : null;
}
