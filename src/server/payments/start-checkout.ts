import "server-only";
import { and, eq } from "drizzle-orm";
import { invoiceBalance } from "@/domain/payments/balance";
import { visitReportPath } from "@/domain/visit/report";
import type { Db } from "@/server/db/client";
import { checkoutSessions, invoices, user } from "@/server/db/schema";
import { logger } from "@/server/logger";
import type { PaymentGateway } from "./stripe-gateway";

export type StartCheckoutResult =
  | { ok: true; url: string; sessionId: string; amountCents: number }
  | {
      ok: false;
      reason: "invoice-not-found" | "invoice-paid" | "invoice-void" | "online-payments-off" | "payment-provider-error";
    };

/** A double click, or a second try within the hour, gets the same Checkout page from Stripe. */
const KEY_WINDOW_MS = 3_600_000;

/**
 * "Pay now": a Stripe Checkout page for the customer's own open invoice. Another customer's invoice
 * is not found; a paid or void one is refused before Stripe is called. The page is for what
 * is owed (the stored total less credit notes and payments); paying it marks nothing here: only the signed webhook does.
 */
export async function startCheckout(
  db: Db,
  gateway: PaymentGateway | null,
  customerUserId: string,
  invoiceId: string,
  origin: string,
  now: Date = new Date(),
): Promise<StartCheckoutResult> {
  const [row] = await db
    .select({ invoice: invoices, email: user.email })
    .from(invoices)
    .innerJoin(user, eq(user.id, invoices.userId))
    .where(and(eq(invoices.id, invoiceId), eq(invoices.userId, customerUserId)));
  if (!row) return { ok: false, reason: "invoice-not-found" };
  const { invoice } = row;
  if (invoice.status === "paid") return { ok: false, reason: "invoice-paid" };
  if (invoice.status === "void") return { ok: false, reason: "invoice-void" };
  const back = new URL(visitReportPath(invoice.bookingId), origin).toString();
  return openInvoiceCheckout(db, gateway, invoice, {
    email: row.email,
    createdBy: customerUserId,
    successUrl: `${back}?payment=returned`,
    cancelUrl: back,
    keyPrefix: "checkout",
    now,
  });
}

type InvoiceRow = typeof invoices.$inferSelect;

/**
 * A Checkout page for what is owed on `invoice` now (the stored total less credit notes and
 * payments), recorded in checkout_sessions with who asked. The key holds for an hour: a double
 * click gets the same page; a new balance gets a new one.
 */
export async function openInvoiceCheckout(
  db: Db,
  gateway: PaymentGateway | null,
  invoice: InvoiceRow,
  options: { email: string; createdBy: string; successUrl: string; cancelUrl: string; keyPrefix: string; now: Date },
): Promise<StartCheckoutResult> {
  if (!gateway) return { ok: false, reason: "online-payments-off" };
  const due = invoiceBalance(invoice).dueCents;
  if (due === 0) return { ok: false, reason: "invoice-paid" };
  const window = Math.floor(options.now.getTime() / KEY_WINDOW_MS);
  let created: Awaited<ReturnType<PaymentGateway["createCheckout"]>>;
  try {
    created = await gateway.createCheckout(
      {
        invoiceId: invoice.id,
        invoiceNumber: invoice.number,
        amountCents: due,
        currency: invoice.currency,
        customerEmail: options.email,
        successUrl: options.successUrl,
        cancelUrl: options.cancelUrl,
      },
      `${options.keyPrefix}-${invoice.id}-${due}-${window}`,
    );
  } catch (error) {
    logger.warn({ err: (error as Error).name, invoiceId: invoice.id }, "stripe checkout failed");
    return { ok: false, reason: "payment-provider-error" };
  }
  if (!created.url) return { ok: false, reason: "payment-provider-error" };
  // The webhook does not depend on this row (it may arrive first); it is the owner's trail.
  await db
    .insert(checkoutSessions)
    .values({
      id: created.id,
      invoiceId: invoice.id,
      amountCents: created.amountCents,
      currency: created.currency,
      url: created.url,
      createdBy: options.createdBy,
      createdAt: options.now,
    })
    .onConflictDoNothing();
  return { ok: true, url: created.url, sessionId: created.id, amountCents: created.amountCents };
}
