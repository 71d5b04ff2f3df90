import "server-only";
import { and, eq, inArray, ne } from "drizzle-orm";
import { routeDriveMinutes, routeKm, suggestRoute } from "@/domain/geo/route";
import { fits } from "@/domain/scheduling/capacity";
import { type CrewJob, crewCounts } from "@/domain/scheduling/crews";
import { routeTimes } from "@/domain/scheduling/route-times";
import { appointmentStart, canChangeBooking } from "@/domain/scheduling/schedule";
import { applyMove } from "@/server/bookings/apply-move";
import type { DayState } from "@/server/bookings/booking-days";
import { loadDays, lockDay } from "@/server/bookings/booking-days";
import { messageFor, movedDraft, type PreparedMail, prepareMail } from "@/server/bookings/booking-mail";
import type { Db, Reader } from "@/server/db/client";
import type { Booking } from "@/server/db/rows";
import { bookings, crews, user } from "@/server/db/schema";
import { env } from "@/server/env";
import { areaStart, crewStart, placeOf } from "@/server/geo/locate";
import { bookingConfirmationEmail } from "@/server/mail/booking-emails";
import type { MailMessage } from "@/server/mail/mailer";
import { enqueueMail } from "@/server/outbox/enqueue";
import { nudgeOutbox } from "@/server/outbox/nudge";
import { enqueueVisitText } from "@/server/sms/enqueue-text";

const MOVABLE = ["pending", "confirmed"];

export interface RouteSuggestion {
  crew: { id: string; name: string; serviceArea: string };
  date: string;
  /** The crew's jobs that day in start order (the route it drives now). */
  jobs: { id: string; time: string; durationMinutes: number }[];
  nowKm: number;
  /** The drive planned for the day as booked, at the owner's figures (decision 0043). */
  nowDriveMinutes: number;
  /** The suggested order (job ids) and its start times; null times: the order does not fit the day. */
  suggested: { order: string[]; km: number; driveMinutes: number; times: string[] | null };
  /** Whether the owner's one click can apply it: shorter, fits the day, every moved job still movable. */
  applicable: boolean;
  /** When not applicable, why. */
  reason: RouteRefusal | null;
}

export type RouteRefusal = "route-shortest" | "route-does-not-fit" | "route-too-late";

type LoadedCrew = {
  id: string;
  name: string;
  serviceArea: string;
  startLatitude: number | null;
  startLongitude: number | null;
};
type Loaded = { crew: LoadedCrew; day: DayState; rows: Booking[] };

async function load(db: Reader, crewId: string, date: string): Promise<Loaded | null> {
  const [crew] = await db
    .select({
      id: crews.id,
      name: crews.name,
      serviceArea: crews.serviceArea,
      startLatitude: crews.startLatitude,
      startLongitude: crews.startLongitude,
    })
    .from(crews)
    .where(and(eq(crews.id, crewId), eq(crews.active, true)));
  if (!crew) return null;
  const day = (await loadDays(db, crew.serviceArea, [date])).get(date);
  if (!day) return null;
  const rows = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.crewId, crewId), eq(bookings.appointmentDate, date), ne(bookings.status, "cancelled")))
    .orderBy(bookings.appointmentTime, bookings.createdAt);
  return { crew, day, rows };
}

/** The suggestion for a loaded day, and whether it may be applied at `now`. */
function suggest({ crew, day, rows }: Loaded, now: Date): RouteSuggestion {
  const start = crewStart(crew, areaStart(crew.serviceArea));
  const places = rows.map((r) => placeOf(r) ?? start ?? { lat: 0, lng: 0 });
  const order = suggestRoute(start, places);
  const duty = day.duty.find((c) => c.id === crew.id);
  const inOrder = order.map((i) => rows[i] as Booking);
  const times =
    duty && order.length > 0
      ? routeTimes(
          duty,
          inOrder.map((r, k) => ({
            time: r.appointmentTime,
            durationMinutes: r.durationMinutes,
            at: places[order[k] ?? 0],
          })),
          day.policy,
        )
      : null;
  const nowKm = routeKm(
    start,
    places,
    rows.map((_, i) => i),
  );
  const km = routeKm(start, places, order);
  const booked = rows.map((_, i) => i);
  const shorter = order.some((i, k) => i !== k);
  let reason: RouteRefusal | null = null;
  if (!shorter) reason = "route-shortest";
  else if (!times || !fitsOthers(day, crew.id, inOrder, times)) reason = "route-does-not-fit";
  else if (
    inOrder.some(
      (r, k) =>
        r.appointmentTime !== times[k] &&
        (!MOVABLE.includes(r.status) ||
          !canChangeBooking(appointmentStart(r.appointmentDate, r.appointmentTime, r.timeZone), now) ||
          !canChangeBooking(appointmentStart(r.appointmentDate, times[k] ?? "", r.timeZone), now)),
    )
  )
    reason = "route-too-late";
  return {
    crew: { id: crew.id, name: crew.name, serviceArea: crew.serviceArea },
    date: day.date,
    jobs: rows.map((r) => ({ id: r.id, time: r.appointmentTime, durationMinutes: r.durationMinutes })),
    nowKm,
    nowDriveMinutes: routeDriveMinutes(start, places, booked, day.policy),
    suggested: {
      order: inOrder.map((r) => r.id),
      km,
      driveMinutes: routeDriveMinutes(start, places, order, day.policy),
      times,
    },
    applicable: reason === null,
    reason,
  };
}

/** The hour counts of the area's day stay within its crews with the crew's jobs at their new times. */
function fitsOthers(day: DayState, crewId: string, inOrder: readonly Booking[], times: readonly string[]): boolean {
  const ids = new Set(inOrder.map((r) => r.id));
  const placed: CrewJob[] = day.jobs.filter((j) => !ids.has(j.id));
  const counts = crewCounts(day.duty);
  return inOrder.every((r, k) => {
    const job = { id: r.id, crewId, time: times[k] ?? "", durationMinutes: r.durationMinutes };
    const ok = fits(placed, counts, job);
    placed.push(job);
    return ok;
  });
}

/** A crew's day with the shorter order the heuristic finds (decision 0036), for the owner to look at. */
export async function suggestCrewRoute(
  db: Db,
  crewId: string,
  date: string,
  options: { now: Date },
): Promise<{ ok: true; suggestion: RouteSuggestion } | { ok: false; reason: "crew-not-found" }> {
  const loaded = await load(db, crewId, date);
  return loaded ? { ok: true, suggestion: suggest(loaded, options.now) } : { ok: false, reason: "crew-not-found" };
}

export type ApplyRouteResult =
  | { ok: true; moved: Booking[] }
  | { ok: false; reason: RouteRefusal | "crew-not-found" | "booking-not-movable" };

/**
 * The owner's one click: under the area's day lock the suggestion is worked out again and, when
 * it still applies, every job whose start changes is moved like the owner's move (applyMove, the
 * customer's email and text), all in one transaction: a job changed meanwhile refuses the whole.
 */
export async function applyCrewRoute(
  db: Db,
  crewId: string,
  date: string,
  options: { now: Date; ownerId: string | null },
): Promise<ApplyRouteResult> {
  const [found] = await db.select({ area: crews.serviceArea }).from(crews).where(eq(crews.id, crewId));
  if (!found) return { ok: false, reason: "crew-not-found" };
  const emails = await prepareRouteEmails(db, crewId, date, options);
  const result = await db
    .transaction(async (tx): Promise<ApplyRouteResult> => {
      await lockDay(tx, found.area, date);
      const loaded = await load(tx, crewId, date);
      if (!loaded) return { ok: false, reason: "crew-not-found" };
      const s = suggest(loaded, options.now);
      if (!s.applicable || !s.suggested.times) return { ok: false, reason: s.reason ?? "route-does-not-fit" };
      const times = s.suggested.times;
      const moved: Booking[] = [];
      for (const [k, id] of s.suggested.order.entries()) {
        const booking = loaded.rows.find((r) => r.id === id) as Booking;
        const time = times[k] as string;
        if (booking.appointmentTime === time) continue;
        const updated = await applyMove(
          tx,
          booking,
          { appointmentDate: date, appointmentTime: time },
          {
            crewId,
            movedBy: "owner",
            changedBy: options.ownerId,
            now: options.now,
            expect: and(
              inArray(bookings.status, MOVABLE),
              eq(bookings.crewId, crewId),
              eq(bookings.appointmentTime, booking.appointmentTime),
            ),
          },
        );
        if (!updated) throw new RouteChanged();
        const prepared = emails.get(updated.id);
        const message = prepared ? await messageFor(prepared, updated) : await routeEmail(tx, updated);
        if (message) await enqueueMail(tx, "booking-rescheduled", message, { bookingId: updated.id }, options.now);
        await enqueueVisitText(tx, "sms-booking-moved", updated, { now: options.now, origin: env.SITE_URL });
        moved.push(updated);
      }
      return { ok: true, moved };
    })
    .catch((e: unknown) => {
      if (e instanceof RouteChanged) return { ok: false, reason: "booking-not-movable" } as const;
      throw e;
    });
  if (result.ok && result.moved.length > 0) nudgeOutbox();
  return result;
}

class RouteChanged extends Error {}

/** The customer's email of a job the route moves, or null for a customer gone from the database. */
async function routeEmail(db: Reader, moved: Booking): Promise<MailMessage | null> {
  const [customer] = await db.select({ email: user.email }).from(user).where(eq(user.id, moved.userId));
  return customer ? bookingConfirmationEmail(moved, customer.email, env.SITE_URL, "moved-by-owner") : null;
}

/**
 * The emails of the moves the route suggests now, rendered before the day lock (booking-mail.ts).
 * Under the lock the suggestion is worked out again; a move that came out otherwise is rendered
 * again from what it stored.
 */
async function prepareRouteEmails(
  db: Db,
  crewId: string,
  date: string,
  options: { now: Date },
): Promise<Map<string, PreparedMail>> {
  const emails = new Map<string, PreparedMail>();
  const loaded = await load(db, crewId, date);
  const s = loaded ? suggest(loaded, options.now) : null;
  if (!loaded || !s?.applicable || !s.suggested.times) return emails;
  for (const [k, id] of s.suggested.order.entries()) {
    const booking = loaded.rows.find((r) => r.id === id) as Booking;
    const time = s.suggested.times[k] as string;
    if (booking.appointmentTime === time) continue;
    const draft = movedDraft(booking, { appointmentDate: date, appointmentTime: time }, options.now);
    const [customer] = await db.select({ email: user.email }).from(user).where(eq(user.id, booking.userId));
    if (customer)
      emails.set(
        id,
        await prepareMail(draft, (moved) =>
          bookingConfirmationEmail(moved, customer.email, env.SITE_URL, "moved-by-owner"),
        ),
      );
  }
  return emails;
}
