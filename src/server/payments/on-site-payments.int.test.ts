// Cash and checks taken on site, recorded once per key with who, and voided by the owner. On
// PostgreSQL (`node scripts/test-pg.mjs`) the concurrent payments really overlap.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { payments } from "@/server/db/schema";
import { okOrThrow } from "../../../tests/support/records";
import { finishedInvoice, invoiceOf, NOW, setUpPayments, t } from "./payments-int-setup";
import { recordOnSitePayment } from "./record-on-site-payment";
import { recordPaymentByOwner } from "./record-payment-by-owner";
import { voidPayment } from "./void-payment";

setUpPayments();

describe("on site", () => {
  const key = () => crypto.randomUUID();
  const cash = (amount: number) => ({ method: "cash" as const, amount, checkNumber: "", idempotencyKey: key() });

  it("records part then the rest, once per key, with who; two at once for the rest pay once", async () => {
    const invoice = await finishedInvoice();
    const first = { method: "check" as const, amount: 20000, checkNumber: "1042", idempotencyKey: key() };
    expect(await recordOnSitePayment(t.db, "theo", invoice.bookingId, first, NOW)).toMatchObject({
      ok: true,
      already: false,
      invoiceStatus: "open",
    });
    expect(await recordOnSitePayment(t.db, "theo", invoice.bookingId, first, NOW)).toMatchObject({ already: true });
    expect(await recordOnSitePayment(t.db, "theo", invoice.bookingId, cash(15001), NOW)).toEqual({
      ok: false,
      reason: "payment-over-total",
    });
    // The crew and the owner record the rest at the same moment: one of them does.
    const rest = await Promise.all([
      recordOnSitePayment(t.db, "theo", invoice.bookingId, cash(15000), NOW),
      recordPaymentByOwner(t.db, "owner", invoice.id, { ...cash(15000), reason: "Paid at the office" }, NOW),
    ]);
    expect(rest.filter((r) => r.ok)).toHaveLength(1);
    expect(await invoiceOf(invoice.id)).toMatchObject({ status: "paid", paidCents: 35000 });
    const rows = await t.db.select().from(payments).where(eq(payments.invoiceId, invoice.id));
    expect(rows).toHaveLength(2);
    expect(rows.find((r) => r.method === "check")).toMatchObject({
      amountCents: 20000,
      checkNumber: "1042",
      recordedBy: "theo",
    });
  });

  it("is voided by the owner with a reason, and the invoice is owed again", async () => {
    const invoice = await finishedInvoice();
    const paid = okOrThrow(
      await recordPaymentByOwner(t.db, "owner", invoice.id, { ...cash(35000), reason: "Cash at the office" }, NOW),
    );
    expect(await voidPayment(t.db, "owner", paid.paymentId, "Counted twice", NOW)).toEqual({ ok: true });
    expect(await voidPayment(t.db, "owner", paid.paymentId, "Again", NOW)).toEqual({
      ok: false,
      reason: "payment-voided",
    });
    expect(await invoiceOf(invoice.id)).toMatchObject({ status: "open", paidCents: 0, paidAt: null });
    const [row] = await t.db.select().from(payments).where(eq(payments.id, paid.paymentId));
    expect(row).toMatchObject({
      status: "voided",
      voidedBy: "owner",
      voidReason: "Counted twice",
      reason: "Cash at the office",
    });
  });
});
