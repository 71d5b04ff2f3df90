import "server-only";
import { desc, eq, like, sql } from "drizzle-orm";
import { type BrandLook, type BrandSaved, DEFAULT_TIME_ZONE } from "@/domain/business/brand";
import type { Db, Reader } from "@/server/db/client";
import { businessBrand, settingsChanges, user } from "@/server/db/schema";

// The business's logo, colour, hours and time zone (decision 0041): one row beside the identity,
// saved the way the identity is (decision 0035): every save bumps the version in the same
// statement (two racing saves bump it twice, the last write wins), every changed field is a
// settings_changes row with who and when, and the pages regenerate when the version moves.

export interface StoredBrand {
  /** null: nothing saved (the pages keep the built-in look). */
  look: BrandLook | null;
  /** 0 without a row: what every build renders. */
  version: number;
  logoKey: string | null;
  updatedAt: Date | null;
}

/** Where the logo is served; the version in the address changes with every save. */
export const logoUrl = (version: number) => `/api/brand/logo?v=${version}`;

export async function storedBrand(db: Reader): Promise<StoredBrand> {
  const [row] = await db.select().from(businessBrand).where(eq(businessBrand.id, "site"));
  if (!row) return { look: null, version: 0, logoKey: null, updatedAt: null };
  const logo =
    row.logoKey && row.logoWidth && row.logoHeight
      ? { url: logoUrl(row.version), width: row.logoWidth, height: row.logoHeight }
      : null;
  return {
    look: { logo, colour: row.colour, hours: row.hours, timeZone: row.timeZone },
    version: row.version,
    logoKey: row.logoKey,
    updatedAt: row.updatedAt,
  };
}

/** The brand's version alone (0 without a row), part of what every server polls. */
export async function brandVersion(db: Reader): Promise<number> {
  const [row] = await db
    .select({ version: businessBrand.version })
    .from(businessBrand)
    .where(eq(businessBrand.id, "site"));
  return row?.version ?? 0;
}

type Patch = Partial<{
  colour: string | null;
  hours: string | null;
  timeZone: string;
  logoKey: string | null;
  logoWidth: number | null;
  logoHeight: number | null;
}>;

const SHOWN: Record<string, (p: Patch) => string | null> = {
  colour: (p) => p.colour ?? null,
  hours: (p) => p.hours ?? null,
  timeZone: (p) => p.timeZone ?? null,
  logoKey: (p) => (p.logoKey ? `${p.logoWidth}×${p.logoHeight} PNG` : null),
};

/**
 * Writes part of the row (the form's fields, or the logo), bumps the version and records each
 * changed field. Returns the new version, the fields changed, and the logo key it replaced.
 */
async function saveBrand(
  db: Db,
  ownerId: string,
  patch: Patch,
  now: Date,
): Promise<{ version: number; changed: string[]; oldLogoKey: string | null }> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(businessBrand).where(eq(businessBrand.id, "site")).for("update");
    const changed = (Object.keys(SHOWN) as (keyof Patch)[]).filter(
      (f) => f in patch && (before?.[f] ?? null) !== (patch[f] ?? null),
    );
    const values = { ...patch, updatedBy: ownerId, updatedAt: now };
    const [row] = await tx
      .insert(businessBrand)
      .values({ id: "site", timeZone: DEFAULT_TIME_ZONE, ...values, version: 1 })
      .onConflictDoUpdate({ target: businessBrand.id, set: { ...values, version: sql`${businessBrand.version} + 1` } })
      .returning({ version: businessBrand.version });
    if (changed.length > 0)
      await tx.insert(settingsChanges).values(
        changed.map((f) => {
          const shown = SHOWN[f]?.(patch) ?? null;
          return {
            setting: `brand.${f === "logoKey" ? "logo" : f}`,
            action: shown === null ? ("removed" as const) : ("set" as const),
            shown,
            changedBy: ownerId,
            changedAt: now,
          };
        }),
      );
    const oldLogoKey = "logoKey" in patch && before?.logoKey !== patch.logoKey ? (before?.logoKey ?? null) : null;
    return { version: row?.version ?? 1, changed, oldLogoKey };
  });
}

/** The owner saves the colour, the hours and the time zone (validated by the route). */
export function saveBrandSettings(db: Db, ownerId: string, input: BrandSaved, now: Date) {
  return saveBrand(db, ownerId, { colour: input.colour, hours: input.hours, timeZone: input.timeZone }, now);
}

/** The owner's new logo (already stored under `key`), or none (`null`). */
export function saveLogo(
  db: Db,
  ownerId: string,
  logo: { key: string; width: number; height: number } | null,
  now: Date,
) {
  return saveBrand(
    db,
    ownerId,
    { logoKey: logo?.key ?? null, logoWidth: logo?.width ?? null, logoHeight: logo?.height ?? null },
    now,
  );
}

/** The brand's last changes, newest first, for the settings page. */
export function brandChanges(db: Reader, limit = 20) {
  return db
    .select({
      setting: settingsChanges.setting,
      action: settingsChanges.action,
      shown: settingsChanges.shown,
      changedAt: settingsChanges.changedAt,
      changedBy: user.name,
    })
    .from(settingsChanges)
    .leftJoin(user, eq(user.id, settingsChanges.changedBy))
    .where(like(settingsChanges.setting, "brand.%"))
    .orderBy(desc(settingsChanges.changedAt))
    .limit(limit);
}
