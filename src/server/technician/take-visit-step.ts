import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { site } from "@/content/site";
import { type ArrivalEstimate, arrivalEta, arrivalText } from "@/domain/visit/arrival";
import { firstName } from "@/domain/visit/crew-visit";
import { checkTappedAt } from "@/domain/visit/offline-queue";
import { decideStep, type StepRefusal, type VisitStep } from "@/domain/visit/visit-steps";
import { wrapUpDue } from "@/domain/visit/wrap-up";
import { pageIdentity } from "@/server/business/site-content";
import type { Db } from "@/server/db/client";
import type { Booking } from "@/server/db/rows";
import { bookingStatusChanges, bookings, crewMembers, crews, user } from "@/server/db/schema";
import { env } from "@/server/env";
import { onMyWayEmail } from "@/server/mail/booking-emails";
import type { ArrivalNews } from "@/server/mail/templates/on-my-way";
import { enqueueMail, enqueueOnce } from "@/server/outbox/enqueue";
import { nudgeOutbox } from "@/server/outbox/nudge";
import { issueInvoice } from "@/server/payments/issue-invoice";
import { seriesAfterStatusChange } from "@/server/recurring/series-after-status";
import { enqueueVisitText } from "@/server/sms/enqueue-text";

/** The zone of the visit's address, for reading a typed arrival time; the business's if none is found. */
async function visitZone(db: Db, bookingId: string): Promise<string> {
  const [row] = await db.select({ timeZone: bookings.timeZone }).from(bookings).where(eq(bookings.id, bookingId));
  return row?.timeZone ?? site.timeZone;
}

/**
 * Tells the customer about the crew's arrival: email, and a text where the number was proved.
 * `dedupeKey` names a message meant once (the correction of one On my way).
 */
export async function tellArrival(
  tx: Tx,
  booking: Booking,
  row: { customerEmail: string; crewName: string; crewPhone: string | null; technicianName: string },
  news: ArrivalNews,
  now: Date,
  dedupeKey?: string,
): Promise<void> {
  const crew = {
    crewName: row.crewName,
    technicianFirstName: firstName(row.technicianName),
    phone: row.crewPhone?.trim() || pageIdentity().phone,
  };
  const message = await onMyWayEmail(booking, row.customerEmail, crew, news);
  const kind = news.kind === "on-my-way" ? "visit-on-my-way" : "visit-arrival-change";
  if (dedupeKey) await enqueueOnce(tx, kind, message, { bookingId: booking.id, dedupeKey }, now);
  else await enqueueMail(tx, kind, message, { bookingId: booking.id }, now);
  const extra = {
    crewFirstName: crew.technicianFirstName,
    phone: crew.phone,
    ...(news.kind === "back" ? { change: "back" as const } : { eta: news.arrival }),
    ...(news.kind === "late" ? { change: "late" as const } : {}),
  };
  const textKind = news.kind === "on-my-way" ? "sms-on-my-way" : "sms-arrival-change";
  await enqueueVisitText(tx, textKind, booking, {
    now,
    origin: env.SITE_URL,
    extra,
    ...(dedupeKey ? { dedupeKey: `text:${dedupeKey}` } : {}),
  });
}

export type VisitStepResult =
  | {
      ok: true;
      /** The step had been taken already (a double tap, or another member's): nothing was written. */
      already: boolean;
      booking: Booking;
    }
  | { ok: false; reason: StepRefusal | "visit-not-found" | "eta-not-ahead" | "tapped-in-future" | "tapped-too-old" };

const technician = alias(user, "technician");
const customer = alias(user, "customer");

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** The visit as its crew sees it: only a technician of the booking's crew finds it. */
export async function crewVisit(tx: Tx, technicianUserId: string, bookingId: string) {
  const [row] = await tx
    .select({
      booking: bookings,
      customerEmail: customer.email,
      crewName: crews.name,
      crewPhone: crews.phone,
      technicianName: technician.name,
    })
    .from(bookings)
    .innerJoin(crews, eq(crews.id, bookings.crewId))
    .innerJoin(crewMembers, and(eq(crewMembers.crewId, crews.id), eq(crewMembers.userId, technicianUserId)))
    .innerJoin(technician, and(eq(technician.id, crewMembers.userId), eq(technician.role, "technician")))
    .innerJoin(customer, eq(customer.id, bookings.userId))
    .where(eq(bookings.id, bookingId));
  return row;
}

/**
 * One tap on the crew's phone: "On my way", "Arrived / started" or "Finished". The step rules are
 * the domain's (forward only, on the job's local day); the write is a compare-and-set on what was
 * read, so when two members tap at once (or one taps twice) one write lands and the other finds
 * the step done: one change recorded, one email queued. "On my way" keeps the status and is
 * recorded on the booking (on_my_way_at/by) with the customer's email; started and finished move
 * the status and are recorded in booking_status_changes as the owner's changes are.
 */
export async function takeVisitStep(
  db: Db,
  technicianUserId: string,
  bookingId: string,
  step: VisitStep,
  now: Date = new Date(),
  estimate: ArrivalEstimate = { minutes: 30 },
  tappedAt: Date | null = null,
): Promise<VisitStepResult> {
  if (tappedAt) {
    const tapped = checkTappedAt(tappedAt, now);
    if (!tapped.ok) return tapped;
  }
  let eta: Date | null = null;
  if (step === "on-my-way") {
    const decided = arrivalEta(estimate, now, await visitZone(db, bookingId));
    if (!decided.ok) return decided;
    eta = decided.eta;
  }
  const result = await db.transaction(async (tx): Promise<VisitStepResult & { sent?: boolean }> => {
    const row = await crewVisit(tx, technicianUserId, bookingId);
    if (!row) return { ok: false, reason: "visit-not-found" };
    const decide = (b: Booking) =>
      decideStep(
        { status: b.status, onMyWayAt: b.onMyWayAt, appointmentDate: b.appointmentDate, timeZone: b.timeZone },
        step,
        now,
      );
    let read = row.booking;
    let updated: Booking | undefined;
    // A write that finds the row changed since it was read (another tap, the owner) decides again
    // on what it finds; the step rules only move forward, so this ends within a few rounds.
    for (let round = 0; !updated; round++) {
      const decision = decide(read);
      if (!decision.ok) return decision;
      if (decision.already) return { ok: true, already: true, booking: read };
      if (round === 3) return { ok: false, reason: "step-passed" };
      const unchangedSinceRead = and(
        eq(bookings.id, bookingId),
        eq(bookings.status, read.status),
        step === "on-my-way" ? isNull(bookings.onMyWayAt) : undefined,
      );
      [updated] = await tx
        .update(bookings)
        .set(
          step === "on-my-way"
            ? {
                onMyWayAt: now,
                onMyWayBy: technicianUserId,
                onMyWayTappedAt: tappedAt,
                arrivalEta: eta,
                updatedAt: now,
              }
            : decision.status === "completed"
              ? // The wrap-up goes when the crew or the owner sends it, or by itself 2 hours on.
                { status: decision.status, wrapUpDueAt: wrapUpDue(now), updatedAt: now }
              : { status: decision.status, updatedAt: now },
        )
        .where(unchangedSinceRead)
        .returning();
      if (!updated) {
        const [fresh] = await tx.select().from(bookings).where(eq(bookings.id, bookingId));
        if (!fresh) return { ok: false, reason: "visit-not-found" };
        read = fresh;
      }
    }
    if (updated.status !== read.status) {
      await tx.insert(bookingStatusChanges).values({
        bookingId,
        fromStatus: read.status,
        toStatus: updated.status,
        changedBy: technicianUserId,
        changedAt: now,
        tappedAt,
      });
      await seriesAfterStatusChange(tx, updated, updated.status, { now });
    }
    if (step === "on-my-way") {
      await tellArrival(
        tx,
        updated,
        row,
        { kind: "on-my-way", arrival: arrivalText(eta ?? now, now, updated.timeZone) },
        now,
      );
      return { ok: true, already: false, booking: updated, sent: true };
    }
    if (updated.status === "completed") {
      // The invoice is written now, its email waits for the one wrap-up (send-wrap-up.ts).
      await issueInvoice(tx, updated, now);
      return { ok: true, already: false, booking: updated };
    }
    return { ok: true, already: false, booking: updated };
  });
  if (result.ok && result.sent) nudgeOutbox();
  if (result.ok) return { ok: true, already: result.already, booking: result.booking };
  return result;
}
