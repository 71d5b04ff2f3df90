import "server-only";
import { eq, inArray } from "drizzle-orm";
import type { RouteShown } from "@/domain/dispatch/board-input";
import { suggestCrewRoute } from "@/server/crews/crew-route";
import type { Db } from "@/server/db/client";
import { bookings, user } from "@/server/db/schema";
import { REFUSALS } from "@/server/http/refusals";

/**
 * What the board's "Suggest route" shows for a crew's day (decision 0043): the jobs in the
 * suggested order with their starts now and then, the kilometres and the planned drive before
 * and after, and, when the owner's click would be refused, the sentence it would be refused with.
 */
export async function boardRoute(
  db: Db,
  crewId: string,
  date: string,
  options: { now: Date },
): Promise<{ ok: true; route: RouteShown } | { ok: false; reason: "crew-not-found" }> {
  const result = await suggestCrewRoute(db, crewId, date, options);
  if (!result.ok) return result;
  const s = result.suggestion;
  const ids = s.suggested.order;
  const names = new Map(
    ids.length === 0
      ? []
      : (
          await db
            .select({ id: bookings.id, name: user.name })
            .from(bookings)
            .innerJoin(user, eq(user.id, bookings.userId))
            .where(inArray(bookings.id, ids))
        ).map((r) => [r.id, r.name]),
  );
  return {
    ok: true,
    route: {
      stops: ids.map((id, k) => ({
        id,
        customerName: names.get(id) ?? "",
        from: s.jobs.find((j) => j.id === id)?.time ?? "",
        to: s.suggested.times?.[k] ?? null,
      })),
      nowKm: Math.round(s.nowKm * 10) / 10,
      km: Math.round(s.suggested.km * 10) / 10,
      nowDriveMinutes: s.nowDriveMinutes,
      driveMinutes: s.suggested.driveMinutes,
      applicable: s.applicable,
      refusal: s.reason ? REFUSALS[s.reason].message : null,
    },
  };
}
