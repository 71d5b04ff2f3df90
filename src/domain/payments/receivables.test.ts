import { describe, expect, it } from "vitest";
import { agingBucket, daysPastInvoice, type OpenInvoice, receivables } from "./receivables";

const DAY = 86_400_000;
const TZ = "America/Los_Angeles";
// A fixed instant the test moves from; nothing here depends on today's date.
const now = new Date(Date.UTC(2030, 5, 15, 19, 0));

const open = (n: number, userId: string, daysAgo: number, dueCents: number): OpenInvoice => ({
  id: `inv-${n}`,
  number: `CV-2030-00000${n}`,
  bookingId: `b-${n}`,
  userId,
  customerName: userId === "u1" ? "Ana" : "Ben",
  customerEmail: `${userId}@example.com`,
  issuedAt: new Date(now.getTime() - daysAgo * DAY),
  dueCents,
});

describe("accounts receivable", () => {
  it("ages by whole days past the invoice's local date", () => {
    expect(daysPastInvoice(now, now, TZ)).toBe(0);
    expect(daysPastInvoice(new Date(now.getTime() - DAY), now, TZ)).toBe(1);
    // 23:30 local yesterday is yesterday, even though it was under a day ago.
    const lateYesterday = new Date(Date.UTC(2030, 5, 15, 6, 30));
    expect(daysPastInvoice(lateYesterday, now, TZ)).toBe(1);
    expect([0, 1, 30, 31, 60, 61, 90, 91].map(agingBucket)).toEqual([
      "current",
      "1-30",
      "1-30",
      "31-60",
      "31-60",
      "61-90",
      "61-90",
      "90+",
    ]);
  });

  it("groups what each customer owes, most owed first, and skips what is settled", () => {
    const ar = receivables(
      [open(1, "u1", 0, 4900), open(2, "u1", 45, 10000), open(3, "u2", 120, 20000), open(4, "u2", 5, 0)],
      now,
      TZ,
    );
    expect(ar.rows.map((r) => [r.customerName, r.totalCents])).toEqual([
      ["Ben", 20000],
      ["Ana", 14900],
    ]);
    expect(ar.rows[1]?.buckets).toEqual({ current: 4900, "1-30": 0, "31-60": 10000, "61-90": 0, "90+": 0 });
    expect(ar.rows[1]?.invoices.map((i) => i.number)).toEqual(["CV-2030-000002", "CV-2030-000001"]);
    expect(ar.totals["90+"]).toBe(20000);
    expect(ar.totalCents).toBe(34900);
  });
});
