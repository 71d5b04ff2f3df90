import { describe, expect, it } from "vitest";
import { quoteDraftSchema } from "./quote-input";
import { quoteInvoiceLines } from "./quote-invoice";
import {
  approvalCheck,
  businessToday,
  defaultExpiry,
  optionTotalCents,
  quoteStatusAt,
  quoteValue,
} from "./quote-rules";

// Relative to a clock the test picks: 10:00 in the business's zone (Pacific) on some day.
const NOW = new Date("2026-11-20T18:00:00Z");
const DAY = 86_400_000;
const plus = (ms: number) => new Date(NOW.getTime() + ms);
const today = businessToday(NOW);

const line = (id: string, unitCents: number, patch: { quantity?: number; optional?: boolean } = {}) => ({
  id,
  quantity: patch.quantity ?? 1,
  unitCents,
  optional: patch.optional ?? false,
});
const good = { id: "good", lines: [line("g1", 49_900), line("g2", 2_900, { optional: true })] };
const better = {
  id: "better",
  lines: [line("b1", 79_900), line("b2", 2_450, { quantity: 2 }), line("b3", 34_900, { optional: true })],
};
const options = [good, better];
const sent = { status: "sent" as const, expiresOn: today, options };

describe("option totals", () => {
  it("count the option's own lines at quantity times unit, and only the add-ons ticked", () => {
    expect(optionTotalCents(better)).toBe(79_900 + 2 * 2_450);
    expect(optionTotalCents(better, ["b3"])).toBe(79_900 + 2 * 2_450 + 34_900);
    // A line of another option ticked counts for nothing.
    expect(optionTotalCents(better, ["g2"])).toBe(79_900 + 2 * 2_450);
  });

  it("give the quote's value as the range of its options, or the approved option with its add-ons", () => {
    expect(quoteValue(options, null)).toEqual({ low: 49_900, high: 84_800 });
    expect(quoteValue(options, { optionId: "better", ticked: ["b3"] })).toEqual({ low: 119_700, high: 119_700 });
    expect(quoteValue([], null)).toEqual({ low: 0, high: 0 });
  });
});

describe("expiry", () => {
  it("holds through the expiry date's end in the business's zone, and reads expired the next day", () => {
    expect(quoteStatusAt({ status: "sent", expiresOn: today }, NOW)).toBe("sent");
    // 23:59 Pacific on the expiry day is still that day; a minute after midnight is not.
    const lastMinute = new Date(`${today}T23:59:00-08:00`);
    expect(quoteStatusAt({ status: "sent", expiresOn: today }, lastMinute)).toBe("sent");
    expect(quoteStatusAt({ status: "sent", expiresOn: today }, new Date(lastMinute.getTime() + 2 * 60_000))).toBe(
      "expired",
    );
  });

  it("leaves a decided quote as it was decided", () => {
    expect(quoteStatusAt({ status: "approved", expiresOn: today }, plus(30 * DAY))).toBe("approved");
    expect(quoteStatusAt({ status: "declined", expiresOn: today }, plus(30 * DAY))).toBe("declined");
  });

  it("defaults to two weeks of the business's days", () => {
    expect(defaultExpiry(NOW)).toBe(businessToday(plus(14 * DAY)));
  });
});

describe("approval", () => {
  it("charges the option's lines and the add-ons ticked, and nothing the page could add", () => {
    const check = approvalCheck(sent, { optionId: "better", addOnLineIds: ["b3"] }, NOW);
    expect(check).toMatchObject({ ok: true, totalCents: 119_700 });
    expect(check.ok && check.lines.map((l) => l.id)).toEqual(["b1", "b2", "b3"]);
  });

  it("refuses an add-on of another option, or a line that is not an add-on, rather than ignore it", () => {
    expect(approvalCheck(sent, { optionId: "better", addOnLineIds: ["g2"] }, NOW)).toEqual({
      ok: false,
      reason: "quote-option-unknown",
    });
    expect(approvalCheck(sent, { optionId: "better", addOnLineIds: ["b1"] }, NOW)).toMatchObject({ ok: false });
    expect(approvalCheck(sent, { optionId: "nope", addOnLineIds: [] }, NOW)).toMatchObject({ ok: false });
  });

  it("is refused after expiry, once decided, and before the quote is sent", () => {
    const choice = { optionId: "good", addOnLineIds: [] };
    expect(approvalCheck(sent, choice, plus(DAY))).toEqual({ ok: false, reason: "quote-expired" });
    expect(approvalCheck({ ...sent, status: "approved" }, choice, NOW)).toEqual({ ok: false, reason: "quote-decided" });
    expect(approvalCheck({ ...sent, status: "declined" }, choice, NOW)).toEqual({ ok: false, reason: "quote-decided" });
    expect(approvalCheck({ ...sent, status: "draft" }, choice, NOW)).toEqual({ ok: false, reason: "quote-not-sent" });
  });
});

describe("the quote builder's input", () => {
  const lineIn = (patch: Record<string, unknown> = {}) => ({
    name: "Duct cleaning",
    quantity: 1,
    unitCents: 49_900,
    ...patch,
  });
  const draft = (options: unknown) => ({
    customerId: "cara",
    serviceType: "air_duct",
    address: { street: "2180 Milvia St", unit: "", city: "Berkeley", state: "CA", zip: "94704" },
    phone: "(510) 555-0142",
    bedrooms: 3,
    bathrooms: 2,
    squareFeet: 1800,
    options,
    expiresOn: today,
  });
  const problems = (options: unknown) => {
    const parsed = quoteDraftSchema.safeParse(draft(options));
    return parsed.success ? [] : parsed.error.issues.map((i) => i.message);
  };

  it("takes one to three options, each with a line that is not an add-on", () => {
    expect(problems([{ label: "Good", lines: [lineIn()] }])).toEqual([]);
    expect(problems([])).toEqual(["Give the quote at least one option."]);
    const four = Array.from({ length: 4 }, (_, i) => ({ label: `O${i}`, lines: [lineIn()] }));
    expect(problems(four)).toEqual(["At most 3 options."]);
    expect(problems([{ label: "Good", lines: [lineIn({ optional: true })] }])).toEqual([
      "Each option needs at least one line that is not an add-on.",
    ]);
  });

  it("refuses a quantity outside 1-99, a negative or fractional price, and a name with a line break or a link", () => {
    const one = (patch: Record<string, unknown>) => problems([{ label: "Good", lines: [lineIn(patch)] }]);
    expect(one({ quantity: 0 })).toEqual(["Enter a quantity from 1 to 99."]);
    expect(one({ quantity: -2 })).toEqual(["Enter a quantity from 1 to 99."]);
    expect(one({ quantity: 100 })).toEqual(["Enter a quantity from 1 to 99."]);
    expect(one({ unitCents: -1 })).toEqual(["A price cannot be negative."]);
    expect(one({ unitCents: 10.5 })).toEqual(["Enter the price in whole cents."]);
    expect(one({ unitCents: 1_000_001 })).toEqual(["A unit price is at most $10000."]);
    expect(one({ unitCents: 0 })).toEqual([]);
    expect(one({ name: "UV light\nPay at evil-pay.com" })).toHaveLength(1);
    expect(one({ name: "See www.example.com" })).toEqual(["Please leave web and email addresses out of this field."]);
  });
});

describe("the invoice of a quoted visit", () => {
  it("lists the approved lines, the option's own first, and sums to the approved total plus extras", () => {
    const lines = quoteInvoiceLines(
      [
        { name: "UV light", quantity: 1, unitCents: 34_900, optional: true },
        { name: "Whole-house duct cleaning", quantity: 1, unitCents: 79_900, optional: false },
        { name: "Register boot seal", quantity: 2, unitCents: 2_450, optional: false },
      ],
      [{ description: "Bird guard", unitCents: 3_500, quantity: 1 }],
    );
    expect(lines.map((l) => [l.kind, l.description, l.amountCents])).toEqual([
      ["service", "Whole-house duct cleaning", 79_900],
      ["extra", "Register boot seal", 4_900],
      ["extra", "UV light", 34_900],
      ["extra", "Bird guard", 3_500],
    ]);
  });
});
