import "server-only";
import { and, asc, eq, gte, lte, ne } from "drizzle-orm";
import type { BoardCrew, BoardJob } from "@/domain/dispatch/board";
import { isServiceType, SERVICE_TYPE_LABELS } from "@/domain/pricing/pricing";
import { byName } from "@/domain/scheduling/crews";
import { crewStaffed } from "@/server/crews/staffed";
import type { Reader } from "@/server/db/client";
import { bookings, crews, user } from "@/server/db/schema";

export interface WeekBoard {
  /** The rows: the area's active crews with somebody in them, by name. */
  crews: BoardCrew[];
  jobs: BoardJob[];
}

const MOVABLE = new Set(["pending", "confirmed"]);

/**
 * One area's dates on the dispatch board (docs/decisions/0037-dispatch-board.md): its active,
 * staffed crews as rows and the live jobs of those dates, each with the row it sits in. A job
 * whose crew is gone, inactive or has nobody in it sits in the unassigned row (crewId null):
 * nobody's phone shows it, so the owner gives it to a crew from there. Two indexed reads.
 */
export async function weekBoard(db: Reader, area: string, dates: readonly string[]): Promise<WeekBoard> {
  const from = dates[0];
  const to = dates.at(-1);
  if (!from || !to) return { crews: [], jobs: [] };
  const areaCrews = await db
    .select({
      id: crews.id,
      name: crews.name,
      weekdays: crews.weekdays,
      active: crews.active,
      staffed: crewStaffed,
    })
    .from(crews)
    .where(eq(crews.serviceArea, area));
  const rows = await db
    .select({
      id: bookings.id,
      date: bookings.appointmentDate,
      time: bookings.appointmentTime,
      durationMinutes: bookings.durationMinutes,
      serviceType: bookings.serviceType,
      status: bookings.status,
      crewId: bookings.crewId,
      customerName: user.name,
    })
    .from(bookings)
    .innerJoin(user, eq(user.id, bookings.userId))
    .where(
      and(
        eq(bookings.serviceArea, area),
        gte(bookings.appointmentDate, from),
        lte(bookings.appointmentDate, to),
        ne(bookings.status, "cancelled"),
      ),
    )
    .orderBy(asc(bookings.appointmentDate), asc(bookings.appointmentTime), asc(bookings.createdAt));
  const working = areaCrews.filter((c) => c.active && c.staffed).sort(byName);
  const rowIds = new Set(working.map((c) => c.id));
  return {
    crews: working.map(({ id, name, weekdays }) => ({ id, name, weekdays })),
    jobs: rows.map((r) => ({
      id: r.id,
      date: r.date,
      time: r.time,
      durationMinutes: r.durationMinutes,
      service: isServiceType(r.serviceType) ? SERVICE_TYPE_LABELS[r.serviceType] : r.serviceType,
      customerName: r.customerName,
      status: r.status,
      crewId: r.crewId && rowIds.has(r.crewId) ? r.crewId : null,
      crewName: areaCrews.find((c) => c.id === r.crewId)?.name ?? null,
      movable: MOVABLE.has(r.status),
    })),
  };
}
