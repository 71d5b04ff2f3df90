import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import { invoiceBalance } from "@/domain/payments/balance";
import type { Tx } from "@/server/db/client";
import type { Invoice } from "@/server/db/rows";
import { bookingCheckouts, invoices, payments } from "@/server/db/schema";

/**
 * The deposit paid at booking, on the visit's invoice as it is issued (decision 0045): a Stripe
 * payment of the deposit (its PaymentIntent, so the invoice's own refund steps can give it back),
 * recorded by nobody (Stripe took it) at the time it was paid; the balance is what remains. A
 * deposit refunded (or being refunded) in the grace hour is not on it. No receipt: the customer had
 * Stripe's at booking, and the invoice shows the deposit paid.
 */
export async function depositOnInvoice(tx: Tx, invoice: Invoice, now: Date): Promise<Invoice> {
  const [deposit] = await tx
    .select()
    .from(bookingCheckouts)
    .where(
      and(
        eq(bookingCheckouts.bookingId, invoice.bookingId),
        eq(bookingCheckouts.kind, "deposit"),
        eq(bookingCheckouts.status, "booked"),
        isNull(bookingCheckouts.refundState),
      ),
    );
  if (!deposit?.stripePaymentIntentId || deposit.depositCents <= 0 || invoice.status !== "open") return invoice;
  // An invoice lowered below the deposit (an office discount, a credit) still shows all of it paid:
  // the overpaid part is the owner's to refund, as any overpayment.
  await tx.insert(payments).values({
    invoiceId: invoice.id,
    method: "stripe",
    amountCents: deposit.depositCents,
    currency: deposit.currency,
    stripePaymentIntentId: deposit.stripePaymentIntentId,
    stripeCheckoutSessionId: deposit.stripeSessionId,
    reason: "Deposit paid at booking",
    recordedBy: null,
    recordedAt: deposit.paidAt ?? now,
  });
  const paidCents = invoice.paidCents + deposit.depositCents;
  const balance = invoiceBalance({ ...invoice, paidCents });
  const [updated] = await tx
    .update(invoices)
    .set({ paidCents, status: balance.storedStatus, paidAt: invoice.paidAt ?? now })
    .where(eq(invoices.id, invoice.id))
    .returning();
  return updated ?? invoice;
}
