import "server-only";
import { and, asc, eq, isNull, lte } from "drizzle-orm";
import { invoiceBalance } from "@/domain/payments/balance";
import { formatLocalDateTime } from "@/domain/time/local-time";
import { checklistFor, visitReportPath } from "@/domain/visit/report";
import { wrapUpKey } from "@/domain/visit/wrap-up";
import type { Db, Tx } from "@/server/db/client";
import { bookings, invoices, payments, user, visitPhotos, visitReports } from "@/server/db/schema";
import { env } from "@/server/env";
import { logger } from "@/server/logger";
import { visitCompletedEmail, type WrapUpMoney } from "@/server/mail/visit-emails";
import { enqueueOnce } from "@/server/outbox/enqueue";
import { nudgeOutbox } from "@/server/outbox/nudge";
import { onlinePaymentsEnabled } from "@/server/payments/stripe-gateway";
import { type PhotoStore, photoStore } from "@/server/uploads/storage";
import { accessibleVisit, canWriteVisit, type VisitUser } from "./visit-access";

export type WrapUpResult =
  | { ok: true; already: boolean; sentAt: Date }
  | { ok: false; reason: "visit-not-found" | "wrap-up-not-finished" };

/** At most this many photos go inline: the email stays a size every mailbox takes. */
const MAX_PHOTOS = 8;

/** What was paid, the invoice's balance and how to pay the rest: read under the invoice's lock. */
async function moneyOf(tx: Tx, bookingId: string, timeZone: string): Promise<WrapUpMoney | null> {
  // Locked, so a payment landing now either is in this email or, waiting, sees it sent and
  // sends its own receipt (books.ts).
  const [invoice] = await tx.select().from(invoices).where(eq(invoices.bookingId, bookingId)).for("update");
  if (!invoice) return null;
  const taken = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.invoiceId, invoice.id), eq(payments.status, "succeeded")))
    .orderBy(asc(payments.recordedAt));
  const { dueCents } = invoiceBalance(invoice);
  return {
    invoice: { ...invoice, dueCents, appointmentDate: "", address: "", timeZone },
    payments: taken.map((p) => ({
      amountCents: p.amountCents,
      method: p.method,
      date: formatLocalDateTime(p.recordedAt, timeZone),
    })),
    online: dueCents > 0 && onlinePaymentsEnabled(),
  };
}

/**
 * Sends the finished visit's one wrap-up to its customer: the report, its photos, the invoice with
 * its balance and the receipt of what was paid so far. Pressed by the crew or the owner (`user`),
 * or by the sweep when it is due (`user` null). Once per visit: under the booking's row lock the
 * second caller finds it sent, and the outbox's unique key holds across servers even so.
 */
export async function sendWrapUp(
  db: Db,
  who: VisitUser | null,
  bookingId: string,
  now: Date,
  store: PhotoStore = photoStore(),
): Promise<WrapUpResult> {
  const result = await db.transaction(async (tx): Promise<WrapUpResult> => {
    const visit = who
      ? await accessibleVisit(tx, who, bookingId, { lock: true })
      : await tx
          .select()
          .from(bookings)
          .where(eq(bookings.id, bookingId))
          .for("update")
          .then(([booking]) => (booking ? { role: "owner" as const, booking } : null));
    if (!visit || !canWriteVisit(visit.role)) return { ok: false, reason: "visit-not-found" };
    const b = visit.booking;
    if (b.wrapUpSentAt) return { ok: true, already: true, sentAt: b.wrapUpSentAt };
    if (b.status !== "completed") return { ok: false, reason: "wrap-up-not-finished" };
    const [[report], photos, [customer], money] = await Promise.all([
      tx.select().from(visitReports).where(eq(visitReports.bookingId, bookingId)),
      tx.select().from(visitPhotos).where(eq(visitPhotos.bookingId, bookingId)).orderBy(asc(visitPhotos.createdAt)),
      tx.select({ email: user.email }).from(user).where(eq(user.id, b.userId)),
      moneyOf(tx, bookingId, b.timeZone),
    ]);
    if (!customer) return { ok: false, reason: "visit-not-found" };
    const done = new Set(report?.checklist ?? []);
    const files = [];
    for (const photo of photos.slice(0, MAX_PHOTOS)) {
      const stored = await store.get(photo.thumbKey);
      if (stored) files.push({ caption: photo.kind === "after" ? "After" : "Before", bytes: stored.bytes });
    }
    const link = new URL(visitReportPath(bookingId), env.SITE_URL).toString();
    const message = await visitCompletedEmail(
      customer.email,
      {
        booking: b,
        done: checklistFor(b.serviceType)
          .filter((i) => done.has(i.key))
          .map((i) => i.label),
        findings: report?.findings ?? "",
        recommendations: report?.recommendations ?? "",
        money: money && {
          ...money,
          invoice: { ...money.invoice, appointmentDate: b.appointmentDate, address: b.address },
        },
        link,
      },
      files,
    );
    const queued = await enqueueOnce(
      tx,
      "visit-completed",
      message,
      { bookingId, dedupeKey: wrapUpKey(bookingId) },
      now,
    );
    await tx
      .update(bookings)
      .set({ wrapUpSentAt: now, updatedAt: now })
      .where(and(eq(bookings.id, bookingId), isNull(bookings.wrapUpSentAt)));
    return { ok: true, already: queued === null, sentAt: now };
  });
  if (result.ok && !result.already) nudgeOutbox();
  return result;
}

/**
 * The wrap-ups nobody sent within 2 hours of Finished, sent now: run by every server's outbox
 * sweep; the row lock and the outbox key make each one once. Returns how many this call sent.
 */
export async function sendDueWrapUps(db: Db, now: Date, store?: PhotoStore): Promise<number> {
  const due = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(lte(bookings.wrapUpDueAt, now), isNull(bookings.wrapUpSentAt), eq(bookings.status, "completed")))
    .orderBy(asc(bookings.wrapUpDueAt))
    .limit(50);
  let sent = 0;
  for (const { id } of due) {
    try {
      const r = await sendWrapUp(db, null, id, now, store);
      if (r.ok && !r.already) sent++;
    } catch (error) {
      // One visit's broken photo store must not hold up the others.
      logger.error({ err: error, bookingId: id }, "wrap-up sweep: a visit failed");
    }
  }
  return sent;
}
