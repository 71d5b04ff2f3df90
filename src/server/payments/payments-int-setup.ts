// The shared world of the payments integration tests: one database and one Stripe-speaking server
// on loopback per test file, a customer (cara), another (otto), the owner and a crew of one
// technician (theo), and the steps every payments test takes to reach a finished, invoiced visit.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import { type bookings, crewMembers, crews, invoices, payments, user } from "@/server/db/schema";
import { takeVisitStep } from "@/server/technician/take-visit-step";
import {
  FAKE_SECRET_KEY,
  FAKE_WEBHOOK_SECRET,
  type FakeStripe,
  startFakeStripe,
} from "../../../tests/support/fake-stripe";
import { addAdmin, addBooking, addCustomer, okOrThrow, RECURRING_VISIT } from "../../../tests/support/records";
import { createTestDb, type TestDb } from "../../../tests/support/test-db";
import { processStripeEvent } from "./process-stripe-event";
import { startCheckout } from "./start-checkout";
import { type PaymentGateway, stripeGateway } from "./stripe-gateway";

export let t: TestDb;
export let fake: FakeStripe;
export let gateway: PaymentGateway;
export let crewId = "";
export const DAY = "2026-12-01";
export const NOW = new Date("2026-12-01T22:00:00Z");
export const ORIGIN = "http://localhost:3000";

export const visit = (patch: Partial<typeof bookings.$inferInsert> = {}) =>
  addBooking(t.db, { appointmentDate: DAY, ...RECURRING_VISIT, status: "in_progress", crewId, ...patch });

export async function finishedInvoice(patch: Partial<typeof bookings.$inferInsert> = {}) {
  const b = await visit(patch);
  okOrThrow(await takeVisitStep(t.db, "theo", b.id, "finish", NOW));
  const [invoice] = await t.db.select().from(invoices).where(eq(invoices.bookingId, b.id));
  if (!invoice) throw new Error("no invoice");
  return invoice;
}

/** The Checkout page's session id, from the URL the customer is sent to. */
export async function checkoutSession(invoiceId: string, customer = "cara") {
  const started = okOrThrow(await startCheckout(t.db, gateway, customer, invoiceId, ORIGIN, NOW));
  return started.url.split("/pay/")[1] ?? "";
}

/** Delivers an event as the webhook route does: signed (by Stripe, at NOW), verified, then processed. */
export async function deliver(event: ReturnType<FakeStripe["event"]>) {
  const { payload, signature } = fake.sign(event, undefined, NOW);
  const verified = gateway.verifyEvent(payload, signature, NOW);
  if (!verified) throw new Error("signature refused");
  return processStripeEvent(t.db, verified, NOW, gateway);
}

/** An invoice the customer paid online (Checkout, then the webhook), with its payment. */
export async function paidOnline() {
  const invoice = await finishedInvoice();
  const [completed] = fake.pay(await checkoutSession(invoice.id));
  if (!completed) throw new Error("no event");
  const outcome = await deliver(completed);
  if (outcome !== "paid") throw new Error(`the payment was ${outcome}`);
  const [payment] = await t.db.select().from(payments).where(eq(payments.invoiceId, invoice.id));
  if (!payment) throw new Error("no payment");
  return { invoice, payment };
}

export const invoiceOf = async (id: string) => (await t.db.select().from(invoices).where(eq(invoices.id, id)))[0];

/** Opens the database and the fake Stripe before the file's tests, and closes both after. */
export function setUpPayments() {
  beforeAll(async () => {
    t = await createTestDb();
    fake = await startFakeStripe();
    gateway = stripeGateway({ secretKey: FAKE_SECRET_KEY, webhookSecret: FAKE_WEBHOOK_SECRET, apiUrl: fake.url });
    await addCustomer(t.db, "cara", "Cara Customer");
    await addCustomer(t.db, "otto", "Otto Other");
    await addAdmin(t.db);
    const [crew] = await t.db.insert(crews).values({ name: "Crew 1", serviceArea: "bay-area" }).returning();
    crewId = crew?.id ?? "";
    await t.db.insert(user).values({ id: "theo", name: "Theo Tech", email: "theo@example.com", role: "technician" });
    await t.db.insert(crewMembers).values({ userId: "theo", crewId });
  });
  afterAll(async () => {
    await fake.close();
    await t.close();
  });
}
