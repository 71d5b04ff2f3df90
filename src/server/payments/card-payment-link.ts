import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { checkoutSessions, invoices } from "@/server/db/schema";

/** Stripe's Checkout id: "cs_" and letters, digits and underscores. */
export const CHECKOUT_ID = /^cs_[A-Za-z0-9_]{8,250}$/;

/** Stripe lets a Checkout page live 24 hours; the link stops a little before, never after. */
const LINK_LIFE_MS = 23 * 3_600_000;

export const cardPaymentPath = (sessionId: string) => `/pay/${sessionId}`;

/**
 * Where a "Pay by card" link (the crew's QR code, the email) takes the customer's phone: the
 * Stripe page while the invoice is open and the page young, else our page that says why.
 */
export async function cardPaymentTarget(db: Db, sessionId: string, now: Date = new Date()): Promise<string> {
  if (!CHECKOUT_ID.test(sessionId)) return "/payment-received?link=unknown";
  const [row] = await db
    .select({ url: checkoutSessions.url, createdAt: checkoutSessions.createdAt, status: invoices.status })
    .from(checkoutSessions)
    .innerJoin(invoices, eq(invoices.id, checkoutSessions.invoiceId))
    .where(eq(checkoutSessions.id, sessionId));
  if (!row?.url) return "/payment-received?link=unknown";
  if (row.status === "paid") return "/payment-received";
  if (row.status === "void" || now.getTime() - row.createdAt.getTime() > LINK_LIFE_MS) {
    return "/payment-received?link=expired";
  }
  return row.url;
}
