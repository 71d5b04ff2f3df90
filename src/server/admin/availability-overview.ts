import "server-only";
import { addDays, format } from "date-fns";
import { eq, getTableColumns, gte } from "drizzle-orm";
import { site } from "@/content/site";
import { defaultHolidays, holidaysBetween } from "@/domain/scheduling/holidays";
import { localDate } from "@/domain/scheduling/schedule";
import type { Db } from "@/server/db/client";
import { crews, holidayOverrides, scheduleClosures } from "@/server/db/schema";
import { listScheduleConflicts } from "./schedule-conflicts";

/** Everything /admin/availability shows: closures (of areas and of crews), holidays, conflicts. */
export async function availabilityOverview(db: Db, options: { now: Date }) {
  const today = localDate(options.now, site.timeZone);
  const [y, m, d] = today.split("-").map(Number);
  const until = format(addDays(new Date(y ?? 0, (m ?? 1) - 1, d ?? 1, 12), 365), "yyyy-MM-dd");
  const closures = await db
    .select({ ...getTableColumns(scheduleClosures), crewName: crews.name })
    .from(scheduleClosures)
    .leftJoin(crews, eq(crews.id, scheduleClosures.crewId))
    .where(gte(scheduleClosures.date, today))
    .orderBy(scheduleClosures.date, scheduleClosures.fromTime);
  const overrides = await db.select().from(holidayOverrides).where(gte(holidayOverrides.date, today));
  const closed = holidaysBetween(today, until, overrides);
  // Reopened defaults stay listed, so the owner can close them again.
  const defaults = [Number(today.slice(0, 4)), Number(today.slice(0, 4)) + 1]
    .flatMap((year) => defaultHolidays(year))
    .filter((h) => h.date >= today && h.date <= until);
  const holidays = [
    ...closed.map((h) => ({ ...h, closed: true })),
    ...defaults.filter((h) => !closed.some((c) => c.date === h.date)).map((h) => ({ ...h, closed: false })),
  ].sort((a, b) => a.date.localeCompare(b.date));
  const conflicts = await listScheduleConflicts(db, options);
  return { today, closures, holidays, conflicts };
}
