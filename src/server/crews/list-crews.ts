import "server-only";
import { and, eq, gte, isNotNull } from "drizzle-orm";
import { getServiceArea } from "@/domain/areas/service-areas";
import { byName } from "@/domain/scheduling/crews";
import { localDate } from "@/domain/scheduling/schedule";
import type { Db } from "@/server/db/client";
import { crewMembers, crews, scheduleClosures, user } from "@/server/db/schema";

/** An area's crews for /admin/crews, in name order, with their members and upcoming time off. */
export async function listCrews(db: Db, area: string, options: { now: Date }) {
  const today = localDate(options.now, getServiceArea(area)?.timeZone ?? "UTC");
  const rows = (await db.select().from(crews).where(eq(crews.serviceArea, area))).sort(byName);
  const members = await db
    .select({ crewId: crewMembers.crewId, name: user.name, email: user.email })
    .from(crewMembers)
    .innerJoin(user, eq(user.id, crewMembers.userId))
    .innerJoin(crews, eq(crews.id, crewMembers.crewId))
    .where(eq(crews.serviceArea, area))
    .orderBy(user.name);
  const off = await db
    .select()
    .from(scheduleClosures)
    .where(
      and(
        eq(scheduleClosures.serviceArea, area),
        isNotNull(scheduleClosures.crewId),
        gte(scheduleClosures.date, today),
      ),
    )
    .orderBy(scheduleClosures.date, scheduleClosures.fromTime);
  return {
    today,
    crews: rows.map((c) => ({
      ...c,
      members: members.filter((m) => m.crewId === c.id).map(({ name, email }) => ({ name, email })),
      timeOff: off.filter((o) => o.crewId === c.id),
    })),
  };
}
