import "server-only";
import { and, eq, isNotNull } from "drizzle-orm";
import { type ArrivalEstimate, arrivalEta, arrivalText, canTakeBackOnMyWay } from "@/domain/visit/arrival";
import type { Db } from "@/server/db/client";
import type { Booking } from "@/server/db/rows";
import { bookings } from "@/server/db/schema";
import { nudgeOutbox } from "@/server/outbox/nudge";
import { crewVisit, tellArrival } from "./take-visit-step";

export type ArrivalStepResult =
  | { ok: true; already: boolean; booking: Booking }
  | {
      ok: false;
      reason: "visit-not-found" | "visit-cancelled" | "not-on-the-way" | "take-back-closed" | "eta-not-ahead";
    };

const ON_THE_WAY_STATUSES = ["pending", "confirmed"];

/**
 * "Running late": one tap with a new estimate, told to the customer like On my way. Only while the
 * crew is on its way (after On my way, before the start); under the booking's row lock, so two
 * taps queue and each new estimate is told once.
 */
export async function runningLate(
  db: Db,
  technicianUserId: string,
  bookingId: string,
  estimate: ArrivalEstimate,
  now: Date,
): Promise<ArrivalStepResult> {
  const result = await db.transaction(async (tx): Promise<ArrivalStepResult> => {
    const row = await crewVisit(tx, technicianUserId, bookingId);
    if (!row) return { ok: false, reason: "visit-not-found" };
    const [b] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for("update");
    if (!b) return { ok: false, reason: "visit-not-found" };
    if (b.status === "cancelled") return { ok: false, reason: "visit-cancelled" };
    if (!b.onMyWayAt || !ON_THE_WAY_STATUSES.includes(b.status)) return { ok: false, reason: "not-on-the-way" };
    const decided = arrivalEta(estimate, now, b.timeZone);
    if (!decided.ok) return decided;
    // A double tap of the same estimate tells nothing new.
    if (b.arrivalEta && Math.abs(b.arrivalEta.getTime() - decided.eta.getTime()) < 60_000)
      return { ok: true, already: true, booking: b };
    const [updated] = await tx
      .update(bookings)
      .set({ arrivalEta: decided.eta, updatedAt: now })
      .where(eq(bookings.id, bookingId))
      .returning();
    if (!updated) return { ok: false, reason: "visit-not-found" };
    await tellArrival(tx, updated, row, { kind: "late", arrival: arrivalText(decided.eta, now, b.timeZone) }, now);
    return { ok: true, already: false, booking: updated };
  });
  if (result.ok && !result.already) nudgeOutbox();
  return result;
}

/**
 * Takes back a mistaken On my way within 2 minutes of it (the server's clock decides) and sends
 * the customer a short correction. Twice is harmless: the second finds nothing to take back and
 * answers `already`; the correction is keyed on the On my way it corrects, so it goes once even
 * when two taps race.
 */
export async function takeBackOnMyWay(
  db: Db,
  technicianUserId: string,
  bookingId: string,
  now: Date,
): Promise<ArrivalStepResult> {
  const result = await db.transaction(async (tx): Promise<ArrivalStepResult> => {
    const row = await crewVisit(tx, technicianUserId, bookingId);
    if (!row) return { ok: false, reason: "visit-not-found" };
    const b = row.booking;
    if (!b.onMyWayAt) return { ok: true, already: true, booking: b };
    if (!canTakeBackOnMyWay(b, now)) return { ok: false, reason: "take-back-closed" };
    const [updated] = await tx
      .update(bookings)
      .set({ onMyWayAt: null, onMyWayBy: null, arrivalEta: null, updatedAt: now })
      .where(and(eq(bookings.id, bookingId), isNotNull(bookings.onMyWayAt), eq(bookings.onMyWayAt, b.onMyWayAt)))
      .returning();
    // Another tap took it back first: nothing more to do.
    if (!updated) return { ok: true, already: true, booking: b };
    await tellArrival(
      tx,
      updated,
      row,
      { kind: "back" },
      now,
      `on-my-way-back:${bookingId}:${b.onMyWayAt.toISOString()}`,
    );
    return { ok: true, already: false, booking: updated };
  });
  if (result.ok && !result.already) nudgeOutbox();
  return result;
}
