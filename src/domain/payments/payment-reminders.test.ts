import { describe, expect, it } from "vitest";
import { invoiceBalance } from "./balance";
import { duePaymentReminder, parsePaymentReminderKey, paymentRemindersSchema } from "./payment-reminders";

const DAY = 86_400_000;
const issuedAt = new Date(Date.UTC(2030, 0, 10, 18));
const id = "5b0c7a56-8f4e-4a55-9d1f-4a0a3c1b2e77";
const due = (paidCents: number, extra: { status?: string; stopped?: Date } = {}) => ({
  id,
  issuedAt,
  balance: invoiceBalance({
    status: extra.status ?? "open",
    totalCents: 14900,
    creditedCents: 0,
    paidCents,
    refundedCents: 0,
  }),
  remindersStoppedAt: extra.stopped ?? null,
});
const at = (days: number) => new Date(issuedAt.getTime() + days * DAY);

describe("payment reminders", () => {
  it("are due at the latest offset that has come, once each by key", () => {
    expect(duePaymentReminder(due(10000), [3, 10, 30], at(2.9))).toBeNull();
    expect(duePaymentReminder(due(10000), [3, 10, 30], at(3))?.days).toBe(3);
    expect(duePaymentReminder(due(10000), [3, 10, 30], at(29))?.days).toBe(10);
    const late = duePaymentReminder(due(0), [3, 10, 30], at(400));
    expect(late?.days).toBe(30);
    expect(parsePaymentReminderKey(late?.dedupeKey ?? "")).toEqual({ invoiceId: id, days: 30 });
  });

  it("stop with payment, void or the owner", () => {
    expect(duePaymentReminder(due(14900), [3], at(5))).toBeNull();
    expect(duePaymentReminder(due(0, { status: "void" }), [3], at(5))).toBeNull();
    expect(duePaymentReminder(due(0, { stopped: at(1) }), [3], at(5))).toBeNull();
  });

  it("take the owner's schedule as typed, or refuse it with a sentence", () => {
    expect(paymentRemindersSchema.parse({ days: " 30, 3,10,3 " }).days).toEqual([3, 10, 30]);
    expect(paymentRemindersSchema.parse({ days: "" }).days).toEqual([]);
    for (const bad of ["0", "3, x", "400", "1,2,3,4,5,6,7", "2.5"]) {
      const r = paymentRemindersSchema.safeParse({ days: bad });
      expect(r.success, bad).toBe(false);
      expect(r.error?.issues[0]?.message, bad).toMatch(/days|reminders/);
    }
  });
});
