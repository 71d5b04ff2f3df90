import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { bookings, crewMembers, invoices, user } from "@/server/db/schema";
import { cardPaymentLinkEmail } from "@/server/mail/payment-emails";
import { enqueueOnce } from "@/server/outbox/enqueue";
import { nudgeOutbox } from "@/server/outbox/nudge";
import { cardPaymentPath } from "./card-payment-link";
import { openInvoiceCheckout, type StartCheckoutResult } from "./start-checkout";
import type { PaymentGateway } from "./stripe-gateway";

export type CrewCheckoutResult =
  | { ok: true; link: string; emailedTo: string }
  | {
      ok: false;
      reason: "visit-not-found" | "visit-not-finished" | Exclude<StartCheckoutResult, { ok: true }>["reason"];
    };

/** Where Stripe sends the customer's phone after paying: a page that needs no account. */
export const PAYMENT_RECEIVED_PATH = "/payment-received";

/**
 * "Pay by card" on the crew's phone: a Stripe Checkout page for the visit's balance,
 * shown as a QR code the customer scans and emailed to them, so the card is typed on the
 * customer's phone and never on the technician's. Only a technician of the visit's crew finds the
 * visit. Nothing is marked paid here: the signed webhook does, as for Pay now. One email per page
 * (the session id is its key), so a second tap within the hour sends nothing new.
 */
export async function startCrewCheckout(
  db: Db,
  gateway: PaymentGateway | null,
  technicianUserId: string,
  bookingId: string,
  origin: string,
  now: Date = new Date(),
): Promise<CrewCheckoutResult> {
  const [visit] = await db
    .select({ invoice: invoices, email: user.email, address: bookings.address })
    .from(bookings)
    .innerJoin(crewMembers, and(eq(crewMembers.crewId, bookings.crewId), eq(crewMembers.userId, technicianUserId)))
    .leftJoin(invoices, eq(invoices.bookingId, bookings.id))
    .leftJoin(user, eq(user.id, invoices.userId))
    .where(eq(bookings.id, bookingId));
  if (!visit) return { ok: false, reason: "visit-not-found" };
  const { invoice, email, address } = visit;
  if (!invoice || !email) return { ok: false, reason: "visit-not-finished" };
  if (invoice.status === "paid") return { ok: false, reason: "invoice-paid" };
  if (invoice.status === "void") return { ok: false, reason: "invoice-void" };
  const done = new URL(PAYMENT_RECEIVED_PATH, origin).toString();
  const opened = await openInvoiceCheckout(db, gateway, invoice, {
    email,
    createdBy: technicianUserId,
    successUrl: done,
    cancelUrl: done,
    keyPrefix: "crew-checkout",
    now,
  });
  if (!opened.ok) return opened;
  const link = new URL(cardPaymentPath(opened.sessionId), origin).toString();
  const message = await cardPaymentLinkEmail(
    { number: invoice.number, dueCents: opened.amountCents, address },
    link,
    email,
  );
  const queued = await enqueueOnce(
    db,
    "card-payment-link",
    message,
    { bookingId, dedupeKey: `card-payment-link:${opened.sessionId}` },
    now,
  );
  if (queued) nudgeOutbox();
  return { ok: true, link, emailedTo: email };
}
