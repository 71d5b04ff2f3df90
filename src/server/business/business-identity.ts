import "server-only";
import { desc, eq, inArray, sql } from "drizzle-orm";
import { site } from "@/content/site";
import { type BusinessIdentity, type BusinessIdentityInput, identityOf } from "@/domain/business/identity";
import type { Db, Reader } from "@/server/db/client";
import { businessIdentity, settingsChanges, user } from "@/server/db/schema";
import { priceVersion } from "@/server/pricing/price-book";

/** The identity every build renders and a database without the owner's row shows: the demo's. */
export const BUILT_IN_IDENTITY: BusinessIdentity = {
  brand: site.brand,
  shortBrand: site.shortBrand,
  phone: site.phone,
  phoneE164: site.phoneE164,
  email: site.email,
  address: { ...site.address },
  demo: true,
};

/** The version of the pages' content a build renders: no saved identity. */
export const BUILT_VERSION = 0;

export interface StoredIdentity {
  identity: BusinessIdentity;
  /** Bumped by every save; BUILT_VERSION without a row. */
  version: number;
  saved: BusinessIdentityInput | null;
  updatedAt: Date | null;
}

const FIELDS = ["name", "phone", "email", "street", "city", "state", "zip"] as const;

export async function storedIdentity(db: Reader): Promise<StoredIdentity> {
  const [row] = await db.select().from(businessIdentity).where(eq(businessIdentity.id, "site"));
  if (!row) return { identity: BUILT_IN_IDENTITY, version: BUILT_VERSION, saved: null, updatedAt: null };
  const saved = Object.fromEntries(FIELDS.map((f) => [f, row[f]])) as BusinessIdentityInput;
  return { identity: identityOf(saved), version: row.version, saved, updatedAt: row.updatedAt };
}

/** The identity's version alone. */
export async function identityVersion(db: Reader): Promise<number> {
  const [row] = await db
    .select({ version: businessIdentity.version })
    .from(businessIdentity)
    .where(eq(businessIdentity.id, "site"));
  return row?.version ?? BUILT_VERSION;
}

/**
 * Only the version: what every server polls (decision 0035). The pages carry the identity and the
 * price book (decision 0040), so it is the sum of both versions: each only ever goes up, so the sum
 * changes whenever either does, and one poll serves both.
 */
export async function siteContentVersion(db: Reader): Promise<number> {
  return (await identityVersion(db)) + (await priceVersion(db));
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
    const values = { ...input, updatedBy: ownerId, updatedAt: now };
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
