import "server-only";
import { desc, eq, inArray, sql } from "drizzle-orm";
import { site } from "@/content/site";
import { NO_LOOK } from "@/domain/business/brand";
import { type BusinessIdentity, type BusinessIdentityInput, identityOf, NOT_SET_UP } from "@/domain/business/identity";
import type { Db, Reader } from "@/server/db/client";
import { businessIdentity, settingsChanges, user } from "@/server/db/schema";
import { priceVersion } from "@/server/pricing/price-book";
import { brandVersion } from "./business-brand";

/**
 * The demo's identity (today's ClearVent placeholders, src/content/site.ts): written as a saved row
 * marked demo with the embedded database's demo accounts, never on PostgreSQL (decision 0035).
 */
export const DEMO_IDENTITY_INPUT: BusinessIdentityInput = {
  name: site.brand,
  phone: site.phone,
  email: site.email,
  street: site.address.street,
  city: site.address.city,
  state: site.address.state,
  zip: site.address.zip,
};
export const DEMO_IDENTITY: BusinessIdentity = demoIdentityOf(DEMO_IDENTITY_INPUT);

/** The content version without a saved identity: pages say the business is not set up yet. */
export const NO_IDENTITY_VERSION = -1;
/** The demo row's version as seeded: what a demo build renders (a save bumps it to 1). */
export const DEMO_VERSION = 0;

/**
 * What this build rendered, fixed by `next build` (next.config.ts `env`): the demo identity for a
 * build meant for the embedded demo database (`SITE_DEMO_BUILD=1`, set by scripts/lib.mjs when no
 * DATABASE_URL is given), else "not set up". A production build never contains the demo's facts.
 */
export function builtContent(): { identity: BusinessIdentity; version: number } {
  return process.env.SITE_BUILT_IDENTITY === "demo"
    ? { identity: DEMO_IDENTITY, version: DEMO_VERSION }
    : { identity: NOT_SET_UP, version: NO_IDENTITY_VERSION };
}

export interface StoredIdentity {
  identity: BusinessIdentity;
  /** Bumped by every save; NO_IDENTITY_VERSION without a row, DEMO_VERSION for the seeded demo. */
  version: number;
  saved: BusinessIdentityInput | null;
  updatedAt: Date | null;
}

const FIELDS = ["name", "phone", "email", "street", "city", "state", "zip"] as const;

export async function storedIdentity(db: Reader): Promise<StoredIdentity> {
  const [row] = await db.select().from(businessIdentity).where(eq(businessIdentity.id, "site"));
  if (!row) return { identity: NOT_SET_UP, version: NO_IDENTITY_VERSION, saved: null, updatedAt: null };
  const saved = Object.fromEntries(FIELDS.map((f) => [f, row[f]])) as BusinessIdentityInput;
  const identity = row.demo ? demoIdentityOf(saved) : identityOf(saved);
  return { identity, version: row.version, saved, updatedAt: row.updatedAt };
}

/** The identity's version alone. */
export async function identityVersion(db: Reader): Promise<number> {
  const [row] = await db
    .select({ version: businessIdentity.version })
    .from(businessIdentity)
    .where(eq(businessIdentity.id, "site"));
  return row?.version ?? NO_IDENTITY_VERSION;
}

/** A demo row shows as the demo (its short name in the header, marked demo in /admin). */
function demoIdentityOf(saved: BusinessIdentityInput): BusinessIdentity {
  // Today's look: the built-in colours, the "CV" mark, the demo's hours (decision 0041).
  const look = { ...NO_LOOK, hours: site.hours };
  return { ...identityOf(saved, true), shortBrand: site.shortBrand, look };
}

/**
 * The demo seed: the demo's identity as a saved row marked demo, at DEMO_VERSION (what a demo build
 * renders, so a demo server does not regenerate its pages at start). Only with the demo accounts,
 * on a newly created embedded database; a row already there is kept.
 */
export async function insertDemoIdentity(db: Reader, now: Date): Promise<void> {
  await db
    .insert(businessIdentity)
    .values({ id: "site", ...DEMO_IDENTITY_INPUT, demo: true, version: DEMO_VERSION, updatedAt: now })
    .onConflictDoNothing();
}

/**
 * Only the version: what every server polls (decision 0035). The pages carry the identity and the
 * price book (decision 0040) and the look (decision 0041), so it is the sum of the three versions:
 * each only ever goes up, so the sum changes whenever one does, and one poll serves all.
 */
export async function siteContentVersion(db: Reader): Promise<number> {
  return (await identityVersion(db)) + (await priceVersion(db)) + (await brandVersion(db));
}

/**
 * The owner saves the identity (validated by the route). The version goes up by one in the same
 * statement, so two saves racing both bump it and the last write wins; each changed field is
 * recorded with who and when.
 */
export async function saveBusinessIdentity(
  db: Db,
  ownerId: string,
  input: BusinessIdentityInput,
  now: Date,
): Promise<{ version: number; changed: string[] }> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(businessIdentity).where(eq(businessIdentity.id, "site")).for("update");
    const changed = FIELDS.filter((f) => !before || before[f] !== input[f]);
    // The owner's save is theirs, no longer the demo's.
    const values = { ...input, demo: false, updatedBy: ownerId, updatedAt: now };
    const [row] = await tx
      .insert(businessIdentity)
      .values({ id: "site", ...values, version: 1 })
      .onConflictDoUpdate({
        target: businessIdentity.id,
        set: { ...values, version: sql`${businessIdentity.version} + 1` },
      })
      .returning({ version: businessIdentity.version });
    if (changed.length > 0)
      await tx.insert(settingsChanges).values(
        changed.map((f) => ({
          setting: `business.${f}`,
          action: "set",
          shown: input[f],
          changedBy: ownerId,
          changedAt: now,
        })),
      );
    return { version: row?.version ?? 1, changed };
  });
}

/** The identity's last changes, newest first, for the page. */
export function identityChanges(db: Reader, limit = 20) {
  return db
    .select({
      setting: settingsChanges.setting,
      shown: settingsChanges.shown,
      changedAt: settingsChanges.changedAt,
      changedBy: user.name,
    })
    .from(settingsChanges)
    .leftJoin(user, eq(user.id, settingsChanges.changedBy))
    .where(
      inArray(
        settingsChanges.setting,
        FIELDS.map((f) => `business.${f}`),
      ),
    )
    .orderBy(desc(settingsChanges.changedAt))
    .limit(limit);
}
