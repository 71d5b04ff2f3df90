// The business's own day on the books: a visit on 31 December, invoiced at 5 PM and paid in cash at
// 23:30 Pacific (already 1 January in UTC), is filed under 31 December of the year it was paid in
// the money page's day and month sums, its invoice list, the accountant's CSV and the receipt.
import { describe, expect, it } from "vitest";
import { appointmentStart } from "@/domain/scheduling/schedule";
import { formatLocalDateShort } from "@/domain/time/local-time";
import { parseOutboxMail } from "../../../tests/support/parse-mail";
import { okOrThrow, outboxOf } from "../../../tests/support/records";
import { takeVisitStep } from "../technician/take-visit-step";
import { sendWrapUp } from "../visits/send-wrap-up";
import { invoicesCsv } from "./invoices-csv";
import { moneyView } from "./money-view";
import { invoiceOf, setUpPayments, t, visit } from "./payments-int-setup";
import { recordOnSitePayment } from "./record-on-site-payment";

setUpPayments();

const LA = "America/Los_Angeles";
// The next 31 December after the day this runs: the test never waits for a date the calendar passes.
const YEAR = new Date().getUTCFullYear() + 1;
const EVE = `${YEAR}-12-31`;

/** One CSV line's cells (quoted cells may hold commas). */
const cells = (line: string) =>
  [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(,|$)/g)].slice(0, -1).map((m) => m[1]?.replace(/^"|"$/g, "") ?? "");

describe("a payment at 23:30 Pacific on 31 December", () => {
  it("is filed under 31 December of the year it was paid, everywhere the owner and customer read it", async () => {
    const invoicedAt = appointmentStart(EVE, "17:00", LA);
    const paidAt = appointmentStart(EVE, "23:30", LA);
    expect(paidAt.getUTCFullYear()).toBe(YEAR + 1); // the instant is already next year in UTC
    const booking = await visit({ appointmentDate: EVE, appointmentTime: "13:00" });
    okOrThrow(await takeVisitStep(t.db, "theo", booking.id, "finish", invoicedAt));
    const cash = { method: "cash" as const, amount: 35000, checkNumber: "", idempotencyKey: crypto.randomUUID() };
    okOrThrow(await recordOnSitePayment(t.db, "theo", booking.id, cash, paidAt));

    const money = await moneyView(t.db, null, new Date(paidAt.getTime() + 60 * 60_000));
    expect(money.byDay[0]).toMatchObject({ period: EVE, invoiced: 35000, paid: 35000 });
    expect(money.byMonth[0]).toMatchObject({ period: `${YEAR}-12`, paid: 35000 });
    const listed = money.invoices.find((i) => i.bookingId === booking.id);
    if (!listed) throw new Error("not listed");
    expect(listed.number).toContain(String(YEAR));
    expect(formatLocalDateShort(listed.issuedAt, LA)).toBe(formatLocalDateShort(paidAt, LA));
    expect(formatLocalDateShort(listed.issuedAt, LA)).toMatch(new RegExp(`, Dec 31, ${YEAR}$`));

    const csv = (await invoicesCsv(t.db)).split("\r\n");
    const header = cells(csv[0] ?? "");
    const row = cells(csv.find((r) => r.startsWith(`${listed.number},`)) ?? "");
    const cell = (name: string) => row[header.indexOf(name)];
    expect(cell("issued_date")).toBe(EVE);
    expect(cell("issued_time")).toBe("17:00");
    expect(cell("issued_at")).toBe(invoicedAt.toISOString());
    expect(cell("time_zone")).toBe(LA);
    expect(cell("paid_dates")).toBe(EVE);
    expect((await invoiceOf(listed.id))?.year).toBe(YEAR);

    // The cash is in the visit's one wrap-up, dated on the visit's calendar.
    okOrThrow(await sendWrapUp(t.db, null, booking.id, new Date(paidAt.getTime() + 60_000)));
    const [wrapUp] = await outboxOf(t.db, { bookingId: booking.id, kind: "visit-completed" });
    if (!wrapUp) throw new Error("no wrap-up");
    const mail = await parseOutboxMail(wrapUp);
    expect(mail.text).toContain(`December 31, ${YEAR}, 11:30 PM PST`);
    expect(mail.text).not.toContain(`${YEAR + 1}-01-01`);
  });
});
