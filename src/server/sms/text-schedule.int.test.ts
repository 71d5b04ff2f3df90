// Which texts go and when (sms-int-setup.ts): the owner's move and cancel change what is queued,
// quiet hours in the visit's zone hold a reminder, a cancelled visit's text is dropped at send time, and
// a provider's refusal is retried on the outbox's backoff.
import { describe, expect, it } from "vitest";
import { messagesForBookings } from "@/server/admin/booking-messages";
import { changeBookingStatus } from "@/server/admin/change-booking-status";
import { moveBooking } from "@/server/admin/move-booking";
import { cancelBooking } from "@/server/bookings/cancel-booking";
import { runOutboxOnce } from "@/server/outbox/deliver-batch";
import { sweepReminders } from "@/server/outbox/sweep-reminders";
import { okOrThrow } from "../../../tests/support/records";
import { bookWith, fake, H, NOW, SWEEP, sentTo, setUpTexts, t, textsOf, twoWorkers } from "./sms-int-setup";

setUpTexts();

describe("the owner's changes", () => {
  it("a move is texted with the new time and drops the old time's reminder; a cancel is texted, the rest dropped", async () => {
    const { booking, phone, start } = await bookWith(true, { date: "2026-12-01", time: "15:00" });
    await twoWorkers(NOW);
    // The 48-hour reminder of the old time is queued, then the owner moves the visit before it goes.
    const at48 = new Date(start - 48 * H);
    await sweepReminders(t.db, at48, SWEEP);
    okOrThrow(
      await moveBooking(t.db, booking.id, { appointmentDate: "2026-12-04", appointmentTime: "15:00" }, { now: at48 }),
    );
    await twoWorkers(at48);
    expect(sentTo(phone).map((m) => m.body)).toEqual([
      expect.stringContaining("we got your visit request for Tue Dec 1 at 3:00 PM"),
      expect.stringContaining("your visit is now Fri Dec 4 at 3:00 PM"),
    ]);
    const reminder = (await textsOf(booking.id)).find((m) => m.kind === "sms-booking-reminder");
    expect(reminder).toMatchObject({ status: "dropped", lastError: "no longer true: booking changed" });

    // The owner confirms and then cancels before the worker runs: the cancel goes, the confirm does not.
    const later = new Date(at48.getTime() + H);
    okOrThrow(await changeBookingStatus(t.db, "boss", booking.id, "confirmed", later));
    okOrThrow(await changeBookingStatus(t.db, "boss", booking.id, "cancelled", later));
    await twoWorkers(later);
    expect(
      sentTo(phone)
        .slice(2)
        .map((m) => m.body),
    ).toEqual([expect.stringMatching(/^ClearVent: your visit Fri Dec 4 at 3:00 PM is cancelled\. http/)]);
    expect((await textsOf(booking.id)).find((m) => m.kind === "sms-booking-confirmed")?.status).toBe("dropped");
  });
});

describe("when texts go", () => {
  it("holds a reminder due in quiet hours until 08:00 in the visit's zone, and drops one whose morning is the visit", async () => {
    // Wednesday 2026-12-02 at 11:00 and at 08:00 Pacific; the 2-hour reminder of the 08:00 visit
    // falls at 06:00 (quiet), and 08:00 is the visit itself.
    const late = await bookWith(true, { date: "2026-12-02", time: "08:00" });
    const lateStart = new Date("2026-12-02T16:00:00Z").getTime();
    await sweepReminders(t.db, new Date(lateStart - 2 * H), SWEEP);
    const [queued] = (await textsOf(late.booking.id)).filter((m) => m.kind === "sms-booking-reminder");
    expect(queued?.nextAttemptAt.toISOString()).toBe("2026-12-02T16:00:00.000Z");
    await twoWorkers(new Date(lateStart - 2 * H));
    await twoWorkers(new Date(lateStart));
    expect(sentTo(late.phone).filter((m) => m.body.includes("reminder"))).toEqual([]);
    const [dropped] = (await textsOf(late.booking.id)).filter((m) => m.kind === "sms-booking-reminder");
    expect(dropped?.status).toBe("dropped");

    // A 48-hour reminder due at 22:00 Pacific (a visit Friday at... 22:00 two days before) waits for 08:00.
    const night = await bookWith(true, { date: "2026-12-04", time: "09:00" });
    const due = new Date("2026-12-02T06:00:00Z"); // Tuesday 22:00 PST
    await sweepReminders(t.db, due, { ...SWEEP, hours: [59] });
    await twoWorkers(due);
    expect(sentTo(night.phone).filter((m) => m.body.includes("reminder"))).toEqual([]);
    await twoWorkers(new Date("2026-12-02T15:59:00Z"));
    expect(sentTo(night.phone).filter((m) => m.body.includes("reminder"))).toEqual([]);
    await twoWorkers(new Date("2026-12-02T16:00:00Z"));
    expect(sentTo(night.phone).filter((m) => m.body.includes("reminder"))).toHaveLength(1);
  });

  it("drops a cancelled visit's queued text at send time", async () => {
    const { id, booking, phone } = await bookWith(true, { date: "2026-12-03", time: "09:00" });
    okOrThrow(await cancelBooking(t.db, id, booking.id, new Date(NOW.getTime() + 60_000)));
    await twoWorkers(new Date(NOW.getTime() + 120_000));
    expect(sentTo(phone)).toEqual([]);
    expect((await textsOf(booking.id)).map((m) => [m.status, m.lastError])).toEqual([
      ["dropped", "no longer true: booking changed"],
    ]);
  });

  it("retries a provider's refusal on the outbox's backoff, then shows it failed", async () => {
    const { booking, phone } = await bookWith(true, { date: "2026-12-03", time: "11:00" });
    fake.refuse.add(phone);
    expect(await runOutboxOnce(t.db, NOW, async () => {}, { limit: 100 })).toMatchObject({ retrying: 1 });
    const [first] = await textsOf(booking.id);
    expect(first).toMatchObject({ status: "queued", attempts: 1 });
    expect(first?.lastError).toContain("21211");
    // Stored and logged without the number (the row already says whom it was for).
    expect(first?.lastError).not.toContain(phone.slice(2));
    expect(first?.nextAttemptAt.getTime()).toBe(NOW.getTime() + 60_000);
    await runOutboxOnce(t.db, new Date(NOW.getTime() + 60_000), async () => {}, { limit: 100 });
    const listed = (await messagesForBookings(t.db, [booking.id])).get(booking.id) ?? [];
    expect(listed.find((m) => m.channel === "sms")?.state).toBe("failed");
    fake.refuse.clear();
  });
});
