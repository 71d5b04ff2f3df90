import "server-only";
import { randomBytes } from "node:crypto";
import { and, eq, gt, lt } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { shortLinks } from "@/server/db/schema";

/** 16 characters of base64url: 96 random bits, as hard to guess as the token it stands for. */
export const SHORT_CODE = /^[A-Za-z0-9_-]{16}$/;

/** The path part of one of our own links ("/api/auth/verify-email?token=..."). */
function ownPath(link: string, origin: string): string {
  const url = new URL(link, origin);
  if (url.origin !== new URL(origin).origin) throw new Error("a short link only stands for a link to this site");
  const path = `${url.pathname}${url.search}`;
  // "//host" would be read by a browser as another site.
  if (path.startsWith("//")) throw new Error("a short link's target must be a path on this site");
  return path;
}

/**
 * Keeps a long link of ours under a short code for as long as the link itself works, and returns
 * the short URL for the email. Expired codes are cleared as new ones are made.
 */
export async function shortLink(
  db: Db,
  link: string,
  options: { origin: string; validSeconds: number; now: Date },
): Promise<string> {
  const code = randomBytes(12).toString("base64url");
  await db.delete(shortLinks).where(lt(shortLinks.expiresAt, options.now));
  await db.insert(shortLinks).values({
    code,
    target: ownPath(link, options.origin),
    expiresAt: new Date(options.now.getTime() + options.validSeconds * 1000),
    createdAt: options.now,
  });
  return new URL(`/l/${code}`, options.origin).toString();
}

/** Where a short code leads, or null when it is unknown or its link has expired. */
export async function followShortLink(db: Db, code: string, now: Date): Promise<string | null> {
  if (!SHORT_CODE.test(code)) return null;
  const [row] = await db
    .select({ target: shortLinks.target })
    .from(shortLinks)
    .where(and(eq(shortLinks.code, code), gt(shortLinks.expiresAt, now)));
  return row?.target ?? null;
}
