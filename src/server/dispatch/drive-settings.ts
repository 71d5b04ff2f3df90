import "server-only";
import { desc, eq, like } from "drizzle-orm";
import { changedDriveFields, type DriveSettings, readDriveSettings as fromStored } from "@/domain/geo/drive-settings";
import type { Db, Reader } from "@/server/db/client";
import { driveSettings, settingsChanges, user } from "@/server/db/schema";

// The owner's drive figures (decision 0043): read by every question about crew time (loadDays),
// saved from /admin/dispatch, each change kept with who and when in settings_changes.

const ROW = "drive";
const PREFIX = "drive.";

/** The drive figures as saved, else the defaults (DEFAULT_DRIVE, no tiles). */
export async function loadDriveSettings(db: Reader): Promise<DriveSettings> {
  const [row] = await db
    .select({ settings: driveSettings.settings })
    .from(driveSettings)
    .where(eq(driveSettings.id, ROW));
  return fromStored(row?.settings ?? null);
}

/**
 * The owner saves the figures (already checked by the schema). The row is locked while it is
 * compared, so two owners saving at once each record exactly what they changed.
 */
export async function saveDriveSettings(
  db: Db,
  ownerId: string,
  settings: DriveSettings,
  now: Date,
): Promise<{ ok: true; settings: DriveSettings; changed: string[] }> {
  return db.transaction(async (tx) => {
    const made = await tx
      .insert(driveSettings)
      .values({ id: ROW, settings, updatedBy: ownerId, updatedAt: now })
      .onConflictDoNothing()
      .returning({ id: driveSettings.id });
    const [row] = await tx
      .select({ settings: driveSettings.settings })
      .from(driveSettings)
      .where(eq(driveSettings.id, ROW))
      .for("update");
    // A row this save just made compares with the defaults: the history says what the owner set.
    const before = fromStored(made.length > 0 ? null : (row?.settings ?? null));
    const changed = changedDriveFields(before, settings);
    await tx
      .update(driveSettings)
      .set({ settings, updatedBy: ownerId, updatedAt: now })
      .where(eq(driveSettings.id, ROW));
    if (changed.length > 0)
      await tx.insert(settingsChanges).values(
        changed.map((c) => ({
          setting: `${PREFIX}${c.field}`,
          action: c.shown === "off" ? "removed" : "set",
          shown: c.shown,
          changedBy: ownerId,
          changedAt: now,
        })),
      );
    return { ok: true as const, settings, changed: changed.map((c) => c.field) };
  });
}

/** The latest changes of the drive figures, newest first, with who made them. */
export async function driveSettingsHistory(
  db: Reader,
  limit = 5,
): Promise<{ field: string; shown: string | null; changedAt: Date; changedBy: string | null }[]> {
  const rows = await db
    .select({
      setting: settingsChanges.setting,
      shown: settingsChanges.shown,
      changedAt: settingsChanges.changedAt,
      changedBy: user.name,
    })
    .from(settingsChanges)
    .leftJoin(user, eq(user.id, settingsChanges.changedBy))
    .where(like(settingsChanges.setting, `${PREFIX}%`))
    .orderBy(desc(settingsChanges.changedAt))
    .limit(limit);
  return rows.map(({ setting, ...r }) => ({ field: setting.slice(PREFIX.length), ...r }));
}
