import "server-only";
import { desc, eq, sql } from "drizzle-orm";
import { type AreaSetting, type AreaSettings, type AreaStanding, areaStanding } from "@/domain/geo/areas";
import type { Reader } from "@/server/db/client";
import { areaChanges, user } from "@/server/db/schema";

/** The owner's setting of every metro that has one: each metro's latest change. */
export async function readAreaSettings(db: Reader): Promise<AreaSettings> {
  const rows = await db
    .selectDistinctOn([areaChanges.serviceArea], {
      area: areaChanges.serviceArea,
      open: areaChanges.open,
      keepPages: areaChanges.keepPages,
      closedZips: areaChanges.closedZips,
    })
    .from(areaChanges)
    .orderBy(areaChanges.serviceArea, desc(areaChanges.seq));
  return new Map<string, AreaSetting>(
    rows.map((r) => [r.area, { open: r.open, keepPages: r.keepPages, closedZips: r.closedZips }]),
  );
}

/**
 * Whether an address may be offered times and booked, read at the moment of asking (one small
 * indexed read), so a closed metro or ZIP stops selling on every server at once.
 */
export async function areaStandingNow(db: Reader, areaId: string, zip: string): Promise<AreaStanding> {
  const [row] = await db
    .select({ open: areaChanges.open, keepPages: areaChanges.keepPages, closedZips: areaChanges.closedZips })
    .from(areaChanges)
    .where(eq(areaChanges.serviceArea, areaId))
    .orderBy(desc(areaChanges.seq))
    .limit(1);
  return areaStanding(row ? new Map([[areaId, row]]) : new Map(), areaId, zip);
}

export interface AreaChangeView {
  seq: number;
  area: string;
  open: boolean;
  keepPages: boolean;
  closedZips: string[];
  changedBy: string | null;
  changedAt: string;
}

/** The latest changes, newest first: who did what and when. */
export async function recentAreaChanges(db: Reader, limit = 30): Promise<AreaChangeView[]> {
  const rows = await db
    .select({
      seq: areaChanges.seq,
      area: areaChanges.serviceArea,
      open: areaChanges.open,
      keepPages: areaChanges.keepPages,
      closedZips: areaChanges.closedZips,
      changedBy: sql<string | null>`coalesce(${user.name}, ${user.email})`,
      changedAt: areaChanges.changedAt,
    })
    .from(areaChanges)
    .leftJoin(user, eq(user.id, areaChanges.changedBy))
    .orderBy(desc(areaChanges.seq))
    .limit(limit);
  return rows.map((r) => ({ ...r, changedAt: r.changedAt.toISOString() }));
}
