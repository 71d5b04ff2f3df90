import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { env } from "@/server/env";
import { tokenSecret } from "@/server/offers/token-secret";

// The two links of a "you're due" email (decision 0039), both named by the message's id and signed
// with the server's key: the booking link carries its expiry inside what is signed; the
// unsubscribe link never expires (a customer may tap it a year later).

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const mac = (message: string) => createHmac("sha256", tokenSecret()).update(message).digest("base64url");

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** `<message id>.<expiry ms>.<signature>`: the booking link's token. */
export function dueBookingToken(messageId: string, expiresAt: Date): string {
  const body = `${messageId}.${expiresAt.getTime()}`;
  return `${body}.${mac(`due-book:${body}`)}`;
}

/** The message a booking token names, if it is ours and not expired at `now`. */
export function verifiedDueBooking(token: unknown, now: Date): string | null {
  if (typeof token !== "string" || token.length > 200) return null;
  const [id, expiry, signature, ...rest] = token.split(".");
  if (rest.length > 0 || !id || !expiry || !signature || !ID.test(id) || !/^\d{1,15}$/.test(expiry)) return null;
  if (!same(mac(`due-book:${id}.${expiry}`), signature)) return null;
  return Number(expiry) > now.getTime() ? id : null;
}

export function dueBookingUrl(messageId: string, expiresAt: Date): string {
  const url = new URL("/book-service", env.SITE_URL);
  url.searchParams.set("due", dueBookingToken(messageId, expiresAt));
  return url.toString();
}

const unsubscribeSignature = (messageId: string) => mac(`due-unsubscribe:${messageId}`);

/** The one-tap unsubscribe page (GET), also the List-Unsubscribe address (POST, RFC 8058). */
export function dueUnsubscribeUrl(messageId: string, path = "/due/unsubscribe"): string {
  const url = new URL(path, env.SITE_URL);
  url.searchParams.set("m", messageId);
  url.searchParams.set("sig", unsubscribeSignature(messageId));
  return url.toString();
}

/** The message an unsubscribe link names, if the signature is ours. */
export function verifiedDueUnsubscribe(messageId: unknown, signature: unknown): string | null {
  if (typeof messageId !== "string" || typeof signature !== "string" || !ID.test(messageId)) return null;
  return same(unsubscribeSignature(messageId), signature) ? messageId : null;
}
