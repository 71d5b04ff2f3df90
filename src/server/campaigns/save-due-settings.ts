import "server-only";
import type { DueSettings } from "@/domain/campaigns/due";
import type { Db } from "@/server/db/client";
import { dueSettings } from "@/server/db/schema";

/** The owner saves the campaign's on/off and months per service (already checked by the schema). */
export async function saveDueSettings(
  db: Db,
  ownerId: string,
  settings: DueSettings,
  now: Date,
): Promise<{ ok: true; settings: DueSettings }> {
  await db
    .insert(dueSettings)
    .values({ id: "due", settings, updatedBy: ownerId, updatedAt: now })
    .onConflictDoUpdate({ target: dueSettings.id, set: { settings, updatedBy: ownerId, updatedAt: now } });
  return { ok: true, settings };
}
