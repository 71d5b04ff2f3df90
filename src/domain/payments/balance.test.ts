import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { balanceWords, type InvoiceMoney, invoiceBalance } from "./balance";
import { creditable, refundable } from "./invoice";

const invoice = (over: Partial<InvoiceMoney> = {}): Required<InvoiceMoney> => ({
  status: "open",
  totalCents: 14900,
  creditedCents: 0,
  paidCents: 0,
  refundedCents: 0,
  ...over,
});

describe("an invoice's balance", () => {
  it("reads $100 of $149 as partly paid with $49.00 due, never Paid", () => {
    const b = invoiceBalance(invoice({ paidCents: 10000 }));
    expect(b).toMatchObject({ state: "partly paid", dueCents: 4900, storedStatus: "open" });
    expect(balanceWords(b)).toBe("Partly paid, $49.00 due");
  });

  it("reads open, paid, refunded, partly refunded, credited and void", () => {
    expect(balanceWords(invoiceBalance(invoice()))).toBe("Open, $149.00 due");
    expect(balanceWords(invoiceBalance(invoice({ paidCents: 14900 })))).toBe("Paid");
    expect(invoiceBalance(invoice({ paidCents: 14900, refundedCents: 4000 })).state).toBe("partly refunded");
    expect(invoiceBalance(invoice({ paidCents: 14900, refundedCents: 14900 })).state).toBe("refunded");
    expect(balanceWords(invoiceBalance(invoice({ creditedCents: 14900 })))).toBe("Nothing to pay (credited)");
    expect(invoiceBalance(invoice({ creditedCents: 4900, paidCents: 10000 })).state).toBe("paid");
    expect(invoiceBalance(invoice({ status: "void", paidCents: 10000 }))).toMatchObject({ state: "void", dueCents: 0 });
  });

  it("counts money received after the invoice was settled as overpaid, not as a negative balance", () => {
    const b = invoiceBalance(invoice({ paidCents: 14900 + 14900 }));
    expect(b).toMatchObject({ state: "paid", dueCents: 0, overpaidCents: 14900 });
  });
});

// The events the payment use cases allow on one invoice, in any order (books.ts, refund-payment.ts,
// issue-credit-note.ts, void-payment.ts): the sums they keep must always give a true balance.
type Event =
  | { kind: "on-site"; cents: number }
  | { kind: "online"; cents: number }
  | { kind: "refund"; cents: number }
  | { kind: "credit"; cents: number }
  | { kind: "void-payment"; index: number }
  | { kind: "void-invoice" };

const cents = fc.integer({ min: 1, max: 50_000 });
const event: fc.Arbitrary<Event> = fc.oneof(
  fc.record({ kind: fc.constant("on-site" as const), cents }),
  fc.record({ kind: fc.constant("online" as const), cents }),
  fc.record({ kind: fc.constant("refund" as const), cents }),
  fc.record({ kind: fc.constant("credit" as const), cents }),
  fc.record({ kind: fc.constant("void-payment" as const), index: fc.nat(20) }),
  fc.constant({ kind: "void-invoice" as const }),
);

function apply(total: number, events: readonly Event[]) {
  const inv = invoice({ totalCents: total });
  const onSite: number[] = [];
  let online = 0;
  for (const e of events) {
    const b = invoiceBalance(inv);
    if (e.kind === "on-site") {
      // The crew and the owner record at most what is due, on an open invoice only.
      if (inv.status !== "open" || e.cents > b.dueCents) continue;
      onSite.push(e.cents);
      inv.paidCents += e.cents;
    } else if (e.kind === "online") {
      // Stripe's money is recorded whatever the invoice says (it was taken); the owner is flagged.
      online += e.cents;
      inv.paidCents += e.cents;
    } else if (e.kind === "refund") {
      if (e.cents > refundable(online, inv.refundedCents, 0)) continue;
      inv.refundedCents += e.cents;
    } else if (e.kind === "credit") {
      if (inv.status === "void" || e.cents > creditable(inv)) continue;
      inv.creditedCents += e.cents;
    } else if (e.kind === "void-payment") {
      const i = e.index % Math.max(1, onSite.length);
      const voided = onSite[i];
      if (voided === undefined) continue;
      onSite.splice(i, 1);
      inv.paidCents -= voided;
    } else {
      inv.status = "void";
    }
    inv.status = invoiceBalance(inv).storedStatus;
  }
  return { inv, onSite, online };
}

describe("any sequence of payments, refunds and credit notes", () => {
  it("gives a state and a balance that agree with the cents", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200_000 }), fc.array(event, { maxLength: 25 }), (total, events) => {
        const { inv, onSite, online } = apply(total, events);
        const b = invoiceBalance(inv);
        const paid = onSite.reduce((s, c) => s + c, 0) + online;
        // Never double counted: the sums are the events that were accepted, once each.
        expect(inv.paidCents).toBe(paid);
        expect(b.keptCents + inv.refundedCents).toBe(paid);
        expect(b.dueCents).toBeGreaterThanOrEqual(0);
        expect(b.dueCents).toBeLessThanOrEqual(total);
        expect(b.owedCents).toBe(total - inv.creditedCents);
        if (b.state === "void") {
          expect(b.dueCents).toBe(0);
          return;
        }
        expect(b.dueCents).toBe(Math.max(0, total - inv.creditedCents - paid));
        expect(b.overpaidCents).toBe(Math.max(0, paid - b.owedCents));
        expect(b.storedStatus).toBe(b.dueCents > 0 ? "open" : "paid");
        const words = balanceWords(b);
        switch (b.state) {
          case "open":
            expect(paid).toBe(0);
            expect(b.dueCents).toBe(b.owedCents);
            expect(words).toMatch(/^Open, \$[\d,]+\.\d\d due$/);
            break;
          case "partly paid":
            expect(paid).toBeGreaterThan(0);
            expect(b.dueCents).toBeLessThan(b.owedCents);
            expect(words).toMatch(/^Partly paid, \$[\d,]+\.\d\d due$/);
            break;
          case "paid":
            expect(b.dueCents).toBe(0);
            expect(inv.refundedCents).toBe(0);
            expect(words).not.toMatch(/due/);
            break;
          case "partly refunded":
            expect(inv.refundedCents).toBeGreaterThan(0);
            expect(inv.refundedCents).toBeLessThan(paid);
            break;
          case "refunded":
            expect(b.keptCents).toBe(0);
            expect(paid).toBeGreaterThan(0);
            break;
        }
      }),
      { numRuns: 500 },
    );
  });
});
