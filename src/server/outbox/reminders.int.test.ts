// Reminders and the owner's nudge, with a moved clock: queued by a sweep at the right moments,
// once even when two sweeps run at once, none after a cancel, re-timed after a reschedule, and a
// queued reminder that no longer holds is dropped when its turn comes.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messagesForBookings } from "@/server/admin/booking-messages";
import { changeBookingStatus } from "@/server/admin/change-booking-status";
import { cancelBooking } from "@/server/bookings/cancel-booking";
import { createBooking } from "@/server/bookings/create-booking";
import { rescheduleBooking } from "@/server/bookings/reschedule-booking";
import { bookings, outboxMessages } from "@/server/db/schema";
import type { Deliverable } from "@/server/mail/transport";
import { parseMail } from "../../../tests/support/parse-mail";
import { addAdmin, addCustomer, bookingInput, okOrThrow, outboxOf } from "../../../tests/support/records";
import { staffAllAreas } from "../../../tests/support/staff";
import { createTestDb, type TestDb } from "../../../tests/support/test-db";
import { runOutboxOnce } from "./deliver-batch";
import { sweepReminders } from "./sweep-reminders";

let t: TestDb;
const H = 3_600_000;
// Monday 2026-11-23 10:00 Pacific.
const NOW = new Date("2026-11-23T18:00:00Z");
const SWEEP = { hours: [48, 2], origin: "http://localhost:3000", ownerEmail: "owner@clearvent.example" };
const OPTIONS = { now: NOW, limits: "off" as const };

beforeAll(async () => {
  t = await createTestDb();
  // Only staffed crews sell time (src/domain/scheduling/crews.ts).
  await staffAllAreas(t.db, 4);
  await addCustomer(t.db, "rita", "Rita Reminded");
  await addAdmin(t.db, "boss");
});
afterAll(() => t.close());

const book = async (appointmentDate: string, appointmentTime: string, now = NOW) =>
  okOrThrow(await createBooking(t.db, "rita", bookingInput({ appointmentDate, appointmentTime }), { ...OPTIONS, now }))
    .booking;

const mailsOf = (bookingId: string, kind: string) => outboxOf(t.db, { bookingId, kind });

const sweep = (now: Date) => sweepReminders(t.db, now, SWEEP);

describe("reminders", () => {
  it("48 h and 2 h before, once each, even with two sweeps at once", async () => {
    // Friday 2026-11-27 09:00 Pacific = 17:00 UTC.
    const b = await book("2026-11-27", "09:00");
    const start = new Date("2026-11-27T17:00:00Z").getTime();
    await sweep(new Date(start - 49 * H));
    expect(await mailsOf(b.id, "booking-reminder")).toHaveLength(0);

    const at48 = new Date(start - 48 * H);
    const counts = await Promise.all([sweep(at48), sweep(at48), sweep(new Date(start - 47 * H))]);
    const first = await mailsOf(b.id, "booking-reminder");
    expect(first).toHaveLength(1);
    expect(counts.reduce((a, n) => a + n, 0)).toBe(1);
    expect(first[0]?.to).toBe("rita@example.com");
    const mail = await parseMail(first[0] as never);
    expect(mail.subject).toContain("Reminder: Dryer Vent Cleaning on Friday, November 27, 2026 at 9:00 AM PST");
    expect(mail.text).toContain("arriving 9:00\u20139:30 AM PST");
    expect(mail.html).toContain("Reminder: your visit is in 2 days");

    await Promise.all([sweep(new Date(start - 2 * H)), sweep(new Date(start - 2 * H))]);
    await sweep(new Date(start - 1 * H));
    const both = await mailsOf(b.id, "booking-reminder");
    expect(both.map((m) => m.dedupeKey?.split(":")[2]).sort()).toEqual(["2h", "48h"]);
    // After the visit has begun, nothing more.
    await sweep(new Date(start + H));
    expect(await mailsOf(b.id, "booking-reminder")).toHaveLength(2);
  });

  it("none after a cancel, and a reminder queued before the cancel is dropped, not sent", async () => {
    const b = await book("2026-11-30", "10:00");
    const start = new Date("2026-11-30T18:00:00Z").getTime();
    await sweep(new Date(start - 47 * H));
    expect(await mailsOf(b.id, "booking-reminder")).toHaveLength(1);
    expect((await cancelBooking(t.db, "rita", b.id, NOW)).ok).toBe(true);
    await sweep(new Date(start - 2 * H));
    expect(await mailsOf(b.id, "booking-reminder")).toHaveLength(1);

    const sent: Deliverable[] = [];
    await runOutboxOnce(t.db, new Date(start - 2 * H), async (m) => void sent.push(m), { limit: 100 });
    expect(sent.filter((m) => m.subject.startsWith("Reminder:"))).toEqual([]);
    const [reminder] = await mailsOf(b.id, "booking-reminder");
    expect(reminder?.status).toBe("dropped");
    expect(sent.some((m) => m.subject.startsWith("Booking cancelled"))).toBe(true);
  });

  it("a reschedule re-times them: the old time's reminder is dropped, the new time's is sent", async () => {
    const b = await book("2026-11-25", "13:00");
    const oldStart = new Date("2026-11-25T21:00:00Z").getTime();
    await sweep(new Date(oldStart - 47 * H));
    expect(await mailsOf(b.id, "booking-reminder")).toHaveLength(1);
    const moved = await rescheduleBooking(
      t.db,
      "rita",
      b.id,
      { appointmentDate: "2026-12-02", appointmentTime: "13:00" },
      { ...OPTIONS, now: new Date(oldStart - 47 * H + 60_000) },
    );
    expect(moved.ok).toBe(true);
    const sent: Deliverable[] = [];
    await runOutboxOnce(t.db, new Date(oldStart - 46 * H), async (m) => void sent.push(m), { limit: 100 });
    expect(sent.filter((m) => m.subject.startsWith("Reminder:"))).toEqual([]);

    const newStart = new Date("2026-12-02T21:00:00Z").getTime();
    await sweep(new Date(newStart - 48 * H));
    const reminders = await mailsOf(b.id, "booking-reminder");
    expect(reminders.map((m) => m.status).sort()).toEqual(["dropped", "queued"]);
    expect(reminders.find((m) => m.status === "queued")?.subject).toContain(
      "Wednesday, December 2, 2026 at 1:00 PM PST",
    );
  });

  it("a booking made 3 h before its visit gets only the 2 h reminder", async () => {
    // Online booking opens tomorrow, so no booking is made 3 h ahead today; the owner's phone
    // booking might be. The row's creation time is moved to 3 h before the visit.
    const start = new Date("2026-11-25T16:00:00Z");
    const made = new Date(start.getTime() - 3 * H);
    const b = await book("2026-11-25", "08:00", new Date("2026-11-24T18:00:00Z"));
    await t.db.update(bookings).set({ createdAt: made }).where(eq(bookings.id, b.id));
    await sweep(new Date(start.getTime() - 2.5 * H));
    expect(await mailsOf(b.id, "booking-reminder")).toHaveLength(0);
    await sweep(new Date(start.getTime() - 2 * H));
    expect((await mailsOf(b.id, "booking-reminder")).map((m) => m.dedupeKey?.split(":")[2])).toEqual(["2h"]);
  });
});

describe("the owner's nudge for a booking still pending", () => {
  it("goes once after about 20 business hours, and not for a confirmed booking", async () => {
    // Made Monday 10:00 Pacific: due Tuesday 06:00 Pacific (14:00 UTC).
    const pending = await book("2026-12-03", "09:00");
    const confirmed = await book("2026-12-03", "10:00");
    expect((await changeBookingStatus(t.db, "boss", confirmed.id, "confirmed", NOW)).ok).toBe(true);
    await sweep(new Date("2026-11-24T13:59:00Z"));
    expect(await mailsOf(pending.id, "booking-pending-nudge")).toHaveLength(0);
    await Promise.all([sweep(new Date("2026-11-24T14:00:00Z")), sweep(new Date("2026-11-24T14:00:00Z"))]);
    await sweep(new Date("2026-11-25T14:00:00Z"));
    const nudges = await mailsOf(pending.id, "booking-pending-nudge");
    expect(nudges).toHaveLength(1);
    expect(nudges[0]?.to).toBe("owner@clearvent.example");
    expect(nudges[0]?.text).toContain("Rita Reminded <rita@example.com>");
    expect(nudges[0]?.text).toContain("/admin/bookings?area=bay-area&day=2026-12-03");
    expect(await mailsOf(confirmed.id, "booking-pending-nudge")).toHaveLength(0);
  });

  it("is dropped, not sent, when the owner confirms before it goes out", async () => {
    const b = await book("2026-12-03", "11:00");
    await sweep(new Date("2026-11-24T14:00:00Z"));
    const [nudge] = await mailsOf(b.id, "booking-pending-nudge");
    expect(nudge).toBeDefined();
    expect((await changeBookingStatus(t.db, "boss", b.id, "confirmed", NOW)).ok).toBe(true);
    const sent: Deliverable[] = [];
    await runOutboxOnce(t.db, new Date("2026-11-24T14:00:05Z"), async (m) => void sent.push(m), { limit: 100 });
    expect(sent.map((m) => m.id)).not.toContain(nudge?.id);
    expect((await mailsOf(b.id, "booking-pending-nudge"))[0]?.status).toBe("dropped");
  });
});

describe("the console's messages per booking", () => {
  it("lists each booking's emails with their state: sent, queued, failed, dropped", async () => {
    const b = await book("2026-12-04", "14:00");
    const c = await book("2026-12-04", "15:00");
    const [confirmation] = await mailsOf(b.id, "booking-confirmation");
    const [notice] = await mailsOf(b.id, "booking-owner-notice");
    if (!confirmation || !notice) throw new Error("no emails");
    await t.db
      .update(outboxMessages)
      .set({ status: "sent", sentAt: NOW })
      .where(eq(outboxMessages.id, confirmation.id));
    await t.db
      .update(outboxMessages)
      .set({ status: "failed", attempts: 7, lastError: "Error: 550 no such user" })
      .where(eq(outboxMessages.id, notice.id));
    const messages = await messagesForBookings(t.db, [b.id, c.id]);
    expect(
      messages
        .get(b.id)
        ?.map((m) => [m.kind, m.state])
        .sort(),
    ).toEqual([
      ["booking-confirmation", "sent"],
      ["booking-owner-notice", "failed"],
    ]);
    expect(messages.get(c.id)?.map((m) => m.state)).toEqual(["queued", "queued"]);
  });
});
