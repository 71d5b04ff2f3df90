import "server-only";
import { and, eq } from "drizzle-orm";
import { getServiceArea } from "@/domain/areas/service-areas";
import { earliestOpening, type Opening, SHORTEST_VISIT_MINUTES } from "@/domain/scheduling/next-opening";
import { crewStaffed } from "@/server/crews/staffed";
import type { Db } from "@/server/db/client";
import { readMemo } from "@/server/db/read-memo";
import { crews } from "@/server/db/schema";
import { availability } from "./availability";

/** How long a process keeps an area's opening before reading it again (bookings fill days). */
export const OPENING_MEMO_MS = 30_000;

const memo = readMemo<Opening | null>(OPENING_MEMO_MS);

/**
 * The next opening and working hours of some service areas (one for a city page, all of a state's
 * for its page), read by the browser from /api/site-facts. Every page view asks, so a process
 * answers from memory for a while; the owner's availability and crew changes in this process
 * forget it at once.
 */
export async function areaOpening(db: Db, areaIds: readonly string[], options: { now: Date }): Promise<Opening | null> {
  return memo.get(db, [...areaIds].sort().join(","), options.now, () => readOpening(db, areaIds, options));
}

async function readOpening(db: Db, areaIds: readonly string[], options: { now: Date }): Promise<Opening | null> {
  const areas = [];
  for (const id of areaIds) {
    const area = getServiceArea(id);
    if (!area) continue;
    // availability() makes the area's crews first if it has none yet, so they are read after it.
    const days = await availability(db, area, SHORTEST_VISIT_MINUTES, options);
    const rows = await db
      .select({ weekdays: crews.weekdays })
      .from(crews)
      .where(and(eq(crews.serviceArea, id), eq(crews.active, true), crewStaffed));
    areas.push({ days, crewPatterns: rows.map((r) => r.weekdays) });
  }
  return earliestOpening(areas);
}

export function forgetAreaOpenings(): void {
  memo.forget();
}
