import "server-only";
import { and, eq } from "drizzle-orm";
import type { OnSitePaymentInput } from "@/domain/payments/payment-input";
import type { Db } from "@/server/db/client";
import { bookings, crewMembers, invoices } from "@/server/db/schema";
import { nudgeOutbox } from "@/server/outbox/nudge";
import { bookManualPayment, lockInvoice } from "./books";

export type OnSitePaymentResult =
  | { ok: true; paymentId: string; already: boolean; invoiceStatus: string }
  | {
      ok: false;
      reason: "visit-not-found" | "visit-not-finished" | "invoice-void" | "invoice-paid" | "payment-over-total";
    };

/**
 * A payment the crew took on site (card reader, cash, check with its number), recorded from the
 * Finished screen with who and when. Only a technician of the visit's crew finds the visit; the
 * phone's key makes a second tap (or a retried request) return the first payment; the amount may
 * be part of the invoice but never more than is left to pay.
 */
export async function recordOnSitePayment(
  db: Db,
  technicianUserId: string,
  bookingId: string,
  input: OnSitePaymentInput,
  now: Date = new Date(),
): Promise<OnSitePaymentResult> {
  const [visit] = await db
    .select({ invoiceId: invoices.id })
    .from(bookings)
    .innerJoin(crewMembers, and(eq(crewMembers.crewId, bookings.crewId), eq(crewMembers.userId, technicianUserId)))
    .leftJoin(invoices, eq(invoices.bookingId, bookings.id))
    .where(eq(bookings.id, bookingId));
  if (!visit) return { ok: false, reason: "visit-not-found" };
  if (!visit.invoiceId) return { ok: false, reason: "visit-not-finished" };
  const invoiceId = visit.invoiceId;
  const result = await db.transaction(async (tx): Promise<OnSitePaymentResult> => {
    const row = await lockInvoice(tx, invoiceId);
    if (!row) return { ok: false, reason: "visit-not-finished" };
    return bookManualPayment(tx, row, { ...input, recordedBy: technicianUserId }, now);
  });
  if (result.ok && !result.already) nudgeOutbox();
  return result;
}
