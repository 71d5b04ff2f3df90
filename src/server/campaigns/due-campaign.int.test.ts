// "You're due" (decision 0039): who is written to, once a quarter across two servers, the links
// that book and unsubscribe, and the figures Insights shows. Dates are relative to the real clock.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localDate } from "@/domain/scheduling/schedule";
import { changeBookingStatus } from "@/server/admin/change-booking-status";
import { bookingFromLink } from "@/server/bookings/booking-link";
import { createBooking } from "@/server/bookings/create-booking";
import { dueMessages, dueOptOuts, invoices, newsletterSubscribers } from "@/server/db/schema";
import { dueCampaignFigures } from "@/server/insights/due-campaigns";
import { createLead } from "@/server/leads/create-lead";
import { recordPaymentByOwner } from "@/server/payments/record-payment-by-owner";
import { parseOutboxMail } from "../../../tests/support/parse-mail";
import {
  addAdmin,
  addBooking,
  addCustomer,
  bookingInput,
  leadInput,
  okOrThrow,
  outboxOf,
} from "../../../tests/support/records";
import { staffAllAreas } from "../../../tests/support/staff";
import { createTestDb, type TestDb } from "../../../tests/support/test-db";
import { openDueLink, unsubscribeFromDue } from "./due-responses";
import { previewDueCampaign, runDueCampaign } from "./run-due-campaign";
import { saveDueSettings } from "./save-due-settings";

const TZ = "America/Los_Angeles";
const DAY = 86_400_000;
// Today at 10:00 Pacific (18:00 UTC), from the real clock.
const NOW = new Date(Math.floor(Date.now() / DAY) * DAY + 18 * 3_600_000);
const days = (n: number) => new Date(NOW.getTime() + n * DAY);
const dateIn = (n: number) => localDate(days(n), TZ);

let t: TestDb;

async function pastCustomer(
  id: string,
  options: { consent?: boolean; serviceType?: string; ago?: number; address?: string } = {},
) {
  await addCustomer(t.db, id, `${id} Past`);
  if (options.consent !== undefined) {
    await createLead(
      t.db,
      leadInput({ email: `${id}@example.com`, fullName: `${id} Past`, marketingConsent: options.consent }),
      {
        now: days(-(options.ago ?? 400) - 5),
      },
    );
  }
  return addBooking(t.db, {
    userId: id,
    serviceType: options.serviceType ?? "dryer_vent",
    appointmentDate: dateIn(-(options.ago ?? 400)),
    status: "completed",
    address: options.address ?? "2180 Milvia St, Berkeley, CA 94704",
    city: "Berkeley",
    state: "CA",
    zipCode: "94704",
    serviceArea: "bay-area",
    timeZone: TZ,
  });
}

beforeAll(async () => {
  t = await createTestDb();
  await staffAllAreas(t.db, 4);
  await addAdmin(t.db);
  await pastCustomer("ana", { consent: true, address: "12 Ana Way, Berkeley, CA 94704" });
  await pastCustomer("ben"); // never asked for reminders
  await pastCustomer("cal", { consent: true });
  await addBooking(t.db, { userId: "cal", appointmentDate: dateIn(200), status: "pending" }); // already booked
  await pastCustomer("dee", { consent: true, serviceType: "air_duct" }); // ducts: 36 months by default
  await pastCustomer("eve", { consent: true });
  await createLead(t.db, leadInput({ email: "eve@example.com", marketingConsent: false }), { now: days(-10) });
  await pastCustomer("fay", { consent: true });
  await t.db.insert(newsletterSubscribers).values({ email: "fay@example.com", status: "unsubscribed" });
  await pastCustomer("gus", { consent: true, ago: 250 }); // dryer vent not a year yet
});
afterAll(() => t.close());

const sentTo = async () =>
  (await t.db.select({ userId: dueMessages.userId }).from(dueMessages)).map((r) => r.userId).sort();

describe("you're due", () => {
  it("writes only to consenting past customers overdue, with nothing booked, never unsubscribed", async () => {
    expect(await previewDueCampaign(t.db, NOW, TZ)).toBe(1);
    // The owner's interval for ducts: 12 months brings dee in.
    await saveDueSettings(
      t.db,
      "owner",
      { enabled: true, intervals: { air_duct: 12, dryer_vent: 12, duct_and_dryer: 24 } },
      NOW,
    );
    expect(await previewDueCampaign(t.db, NOW, TZ)).toBe(2);
  });

  it("two servers at once send one message per customer; a second run sends nothing", async () => {
    const runs = await Promise.all([runDueCampaign(t.db, NOW, TZ), runDueCampaign(t.db, NOW, TZ)]);
    expect(runs.reduce((n, r) => n + r.sent, 0)).toBe(2);
    expect(await sentTo()).toEqual(["ana", "dee"]);
    expect(await outboxOf(t.db, { kind: "due-reminder" })).toHaveLength(2);
    expect((await runDueCampaign(t.db, days(1), TZ)).sent).toBe(0);
    // 89 days on: still within the 90.
    expect((await runDueCampaign(t.db, days(89), TZ)).sent).toBe(0);
    expect(await outboxOf(t.db, { kind: "due-reminder" })).toHaveLength(2);
  });

  it("the email books the same service at the same address, and unsubscribes in one tap", async () => {
    const [row] = (await outboxOf(t.db, { kind: "due-reminder" })).filter((r) => r.to === "ana@example.com");
    if (!row) throw new Error("no email to ana");
    const mail = await parseOutboxMail(row);
    expect(mail.subject).toBe("You're due for your Dryer Vent Cleaning");
    expect(mail.text).toContain("12 Ana Way");
    const book = new URL(/http\S+\/book-service\?due=\S+/.exec(mail.text ?? "")?.[0] ?? "");
    const unsubscribe = new URL(/http\S+\/due\/unsubscribe\?\S+/.exec(mail.text ?? "")?.[0] ?? "");
    expect(row.listUnsubscribe).toMatch(/\/api\/due\/unsubscribe\?m=[0-9a-f-]{36}&sig=/);

    const token = book.searchParams.get("due") ?? "";
    // A click before sign-in counts as opened and shows nobody the visit.
    expect(await openDueLink(t.db, null, token, NOW)).toMatchObject({ valid: true, visit: null });
    // Someone else's account, a forged token and an expired one prefill nothing.
    expect(await bookingFromLink(t.db, "ben", { due: token }, { now: NOW })).toBeNull();
    expect(await bookingFromLink(t.db, "ana", { due: `${token.slice(0, -2)}xx` }, { now: NOW })).toBeNull();
    expect(await bookingFromLink(t.db, "ana", { due: token }, { now: days(31) })).toBeNull();
    const linked = await bookingFromLink(t.db, "ana", { due: token }, { now: NOW });
    expect(linked?.data).toMatchObject({ serviceType: "dryer_vent", address: "12 Ana Way, Berkeley, CA 94704" });
    expect(linked?.dueToken).toBe(token);

    const booked = okOrThrow(
      await createBooking(
        t.db,
        "ana",
        bookingInput({ serviceType: "dryer_vent", appointmentDate: dateIn(3), dueToken: token }),
        { now: NOW, limits: "off" },
      ),
    );
    const [message] = await t.db.select().from(dueMessages).where(eq(dueMessages.userId, "ana"));
    expect(message?.openedAt).not.toBeNull();
    expect(message?.bookingId).toBe(booked.booking.id);

    // The visit done and paid: Insights shows the money of the booking the link made.
    for (const to of ["confirmed", "in_progress", "completed"]) {
      const r = await changeBookingStatus(t.db, "owner", booked.booking.id, to, days(3));
      if (!r.ok) throw new Error(r.reason);
    }
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.bookingId, booked.booking.id));
    if (!invoice) throw new Error("no invoice");
    okOrThrow(
      await recordPaymentByOwner(
        t.db,
        "owner",
        invoice.id,
        { method: "cash", amount: 5000, checkNumber: "", reason: "Part in cash", idempotencyKey: crypto.randomUUID() },
        days(3),
      ),
    );
    const figures = await dueCampaignFigures(t.db);
    expect(figures).toEqual([
      {
        campaign: localDate(NOW, TZ).slice(0, 7),
        sent: 2,
        opened: 1,
        booked: 1,
        invoicedCents: invoice.totalCents,
        paidCents: 5000,
      },
    ]);

    // Unsubscribe: a forged signature does nothing; the real one, tapped twice, is one opt-out.
    const m = unsubscribe.searchParams.get("m");
    expect(await unsubscribeFromDue(t.db, m, "forged", NOW)).toBe(false);
    expect(await unsubscribeFromDue(t.db, m, unsubscribe.searchParams.get("sig"), NOW)).toBe(true);
    expect(await unsubscribeFromDue(t.db, m, unsubscribe.searchParams.get("sig"), NOW)).toBe(true);
    expect(await t.db.select().from(dueOptOuts)).toEqual([expect.objectContaining({ userId: "ana" })]);
  });

  it("a quarter later writes again to whoever is still due, never to the unsubscribed", async () => {
    // Ana booked again and unsubscribed; dee is still due.
    expect((await runDueCampaign(t.db, days(100), TZ)).sent).toBe(1);
    expect(await sentTo()).toEqual(["ana", "dee", "dee"]);
    // A month on, gus's year has run out; dee was written to 30 days ago.
    expect((await runDueCampaign(t.db, days(130), TZ)).sent).toBe(1);
    expect(await sentTo()).toEqual(["ana", "dee", "dee", "gus"]);
  });

  it("turned off, a run writes to nobody", async () => {
    await saveDueSettings(
      t.db,
      "owner",
      { enabled: false, intervals: { air_duct: 12, dryer_vent: 12, duct_and_dryer: 24 } },
      NOW,
    );
    expect(await previewDueCampaign(t.db, days(300), TZ)).toBe(0);
    expect((await runDueCampaign(t.db, days(300), TZ)).sent).toBe(0);
  });
});
