import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { env } from "@/server/env";

export type LinkPurpose = "confirm" | "unsubscribe";

function secret(): string {
  if (!env.BETTER_AUTH_SECRET) throw new Error("BETTER_AUTH_SECRET is needed to sign newsletter links");
  return env.BETTER_AUTH_SECRET;
}

export function signLink(purpose: LinkPurpose, id: string): string {
  return createHmac("sha256", secret()).update(`newsletter:${purpose}:${id}`).digest("base64url");
}

export function verifyLink(purpose: LinkPurpose, id: string, signature: string): boolean {
  const expected = Buffer.from(signLink(purpose, id));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export function newsletterUrl(purpose: LinkPurpose, id: string): string {
  const url = new URL(`/newsletter/${purpose}`, env.SITE_URL);
  url.searchParams.set("id", id);
  url.searchParams.set("sig", signLink(purpose, id));
  return url.toString();
}
