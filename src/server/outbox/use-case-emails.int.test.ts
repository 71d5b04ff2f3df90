// Each use case queues the emails it promises in its own transaction (and records its
// conversion there): a stored change has its emails, a refused or failed change has none.
import { randomUUID } from "node:crypto";
import os from "node:os";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { changeBookingStatus } from "@/server/admin/change-booking-status";
import { cancelBooking } from "@/server/bookings/cancel-booking";
import { createBooking } from "@/server/bookings/create-booking";
import { rescheduleBooking } from "@/server/bookings/reschedule-booking";
import { analyticsEvents, bookings, outboxMessages, pricingLeads } from "@/server/db/schema";
import { env } from "@/server/env";
import { createLead } from "@/server/leads/create-lead";
import { sendEstimate } from "@/server/leads/send-estimate";
import { localPhotoStore } from "@/server/uploads/storage";
import { sendDueWrapUps } from "@/server/visits/send-wrap-up";
import { addAdmin, addCustomer, bookingInput, leadInput, outboxOf } from "../../../tests/support/records";
import { staffAllAreas } from "../../../tests/support/staff";
import { createTestDb, type TestDb } from "../../../tests/support/test-db";

let t: TestDb;
// better-auth's callbacks queue through sendMail, which opens the app's database: this one.
vi.mock("@/server/db/client", () => ({ getDb: async () => t.db }));
const { sendMail } = await import("@/server/mail/mailer");

// Friday 2026-11-20 10:00 Pacific.
const NOW = new Date("2026-11-20T18:00:00Z");
const OPTIONS = { now: NOW, limits: "off" as const };

beforeAll(async () => {
  t = await createTestDb();
  // Only staffed crews sell time (src/domain/scheduling/crews.ts).
  await staffAllAreas(t.db, 2);
  await addCustomer(t.db, "cara", "Cara Customer");
  await addAdmin(t.db);
  // A fault to inject: any analytics event of visitor "boom" fails its insert, the last step of
  // createLead and createBooking, after the row and its emails were written.
  await t.db.execute(sql`create function boom() returns trigger language plpgsql as $$
    begin if new.visitor_id = 'boom' then raise exception 'injected failure'; end if; return new; end $$`);
  await t.db.execute(sql`create trigger boom before insert on analytics_events for each row execute function boom()`);
});
afterAll(() => t.close());

const mailsOf = (of: { leadId: string } | { bookingId: string }) => outboxOf(t.db, of);

const outboxCount = async () => (await t.db.select({ id: outboxMessages.id }).from(outboxMessages)).length;

// One-hour dryer vent jobs on Tuesday 2026-11-24: the day's crews hold every start these tests book.
const bookingAt = (appointmentTime: string, patch: Record<string, unknown> = {}) =>
  bookingInput({ appointmentTime, ...patch });

describe("leads", () => {
  it("createLead queues the owner's notice and records generate_lead with the lead", async () => {
    const lead = await createLead(t.db, leadInput({ email: "ana@example.com" }), { visitorId: "v-lead", now: NOW });
    const mails = await mailsOf({ leadId: lead.id });
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: "lead-owner-notice", to: env.BUSINESS_EMAIL, status: "queued" });
    expect(mails[0]?.text).toContain(`Lead id: ${lead.id}`);
    const events = await t.db.select().from(analyticsEvents).where(eq(analyticsEvents.visitorId, "v-lead"));
    expect(events).toMatchObject([{ name: "generate_lead", props: { value: lead.pricingExact, currency: "USD" } }]);
  });

  it("a lead whose transaction fails leaves no lead and no email", async () => {
    const email = "rolled-back@example.com";
    await expect(createLead(t.db, leadInput({ email }), { visitorId: "boom" })).rejects.toThrow();
    expect(await t.db.select().from(pricingLeads).where(eq(pricingLeads.email, email))).toEqual([]);
    expect(
      await t.db
        .select()
        .from(outboxMessages)
        .where(sql`${outboxMessages.text} like ${`%${email}%`}`),
    ).toEqual([]);
  });

  it("sendEstimate queues the estimate to the lead's own address, for its token only; an unknown lead is refused", async () => {
    const lead = await createLead(t.db, leadInput({ email: "est@example.com" }));
    expect(await sendEstimate(t.db, lead.id, lead.estimateToken)).toEqual({ ok: true });
    const estimate = (await mailsOf({ leadId: lead.id })).find((m) => m.kind === "lead-estimate");
    expect(estimate).toMatchObject({ to: "est@example.com", status: "queued" });
    // Nobody proved est@example.com: the greeting names no one.
    expect(estimate?.text).toContain("Hello,");
    expect(estimate?.text).not.toContain("Ann");
    expect(await sendEstimate(t.db, randomUUID(), lead.estimateToken)).toEqual({ ok: false, reason: "lead-not-found" });
    expect(await sendEstimate(t.db, lead.id, "x".repeat(43))).toEqual({ ok: false, reason: "lead-not-found" });
  });

  it("greets by first name only the verified account that holds the address, with the account's name", async () => {
    const lead = await createLead(t.db, leadInput({ email: "CARA@example.com", fullName: "Typed Name" }));
    expect(await sendEstimate(t.db, lead.id, lead.estimateToken)).toEqual({ ok: true });
    const estimate = (await mailsOf({ leadId: lead.id })).find((m) => m.kind === "lead-estimate");
    expect(estimate?.text).toContain("Hello Cara,");
    expect(estimate?.text).not.toContain("Typed");
  });
});

describe("bookings", () => {
  it("createBooking queues the confirmation with its invite and the owner's notice, once per key", async () => {
    const input = bookingAt("08:00");
    const created = await createBooking(t.db, "cara", input, { ...OPTIONS, visitorId: "v-book" });
    if (!created.ok) throw new Error(created.reason);
    const mails = await mailsOf({ bookingId: created.booking.id });
    expect(mails.map((m) => [m.kind, m.to]).sort()).toEqual([
      ["booking-confirmation", "cara@example.com"],
      ["booking-owner-notice", env.BUSINESS_EMAIL],
    ]);
    expect(mails.find((m) => m.kind === "booking-confirmation")?.attachments).toMatchObject([
      { filename: "appointment.ics", contentType: "text/calendar; method=REQUEST" },
    ]);
    expect(mails.find((m) => m.kind === "booking-owner-notice")?.text).toContain("Cara Customer <cara@example.com>");
    const events = await t.db.select().from(analyticsEvents).where(eq(analyticsEvents.visitorId, "v-book"));
    expect(events).toMatchObject([{ name: "book_service" }]);

    const again = await createBooking(t.db, "cara", input, { ...OPTIONS, visitorId: "v-book" });
    expect(again).toMatchObject({ ok: true, duplicate: true });
    expect(await mailsOf({ bookingId: created.booking.id })).toHaveLength(2);
  });

  it("a booking whose transaction fails leaves no booking and no email", async () => {
    const input = bookingAt("09:00");
    const before = await outboxCount();
    await expect(createBooking(t.db, "cara", input, { ...OPTIONS, visitorId: "boom" })).rejects.toThrow();
    const stored = await t.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.userId, "cara"), eq(bookings.idempotencyKey, input.idempotencyKey)));
    expect(stored).toEqual([]);
    expect(await outboxCount()).toBe(before);
  });

  it("cancel and reschedule queue the customer's email; refusals queue nothing", async () => {
    const a = await createBooking(t.db, "cara", bookingAt("10:00"), OPTIONS);
    const b = await createBooking(t.db, "cara", bookingAt("11:00"), OPTIONS);
    if (!a.ok || !b.ok) throw new Error("not booked");

    // The same move asked by someone else, then by the customer.
    const moveBy = (userId: string) =>
      rescheduleBooking(
        t.db,
        userId,
        a.booking.id,
        { appointmentDate: "2026-11-25", appointmentTime: "10:00" },
        OPTIONS,
      );
    expect(await moveBy("owner")).toEqual({ ok: false, reason: "booking-not-found" });
    const moved = await moveBy("cara");
    expect(moved.ok).toBe(true);
    const afterMove = await mailsOf({ bookingId: a.booking.id });
    expect(afterMove.map((m) => m.kind).sort()).toEqual([
      "booking-confirmation",
      "booking-owner-notice",
      "booking-owner-reschedule",
      "booking-rescheduled",
    ]);
    expect(afterMove.find((m) => m.kind === "booking-rescheduled")).toMatchObject({ to: "cara@example.com" });

    const cancelled = await cancelBooking(t.db, "cara", b.booking.id, NOW);
    expect(cancelled.ok).toBe(true);
    expect(await cancelBooking(t.db, "cara", b.booking.id, NOW)).toEqual({ ok: false, reason: "not-active" });
    const afterCancel = await mailsOf({ bookingId: b.booking.id });
    expect(afterCancel.filter((m) => m.kind === "booking-cancelled")).toMatchObject([{ to: "cara@example.com" }]);
    expect(afterCancel.filter((m) => m.kind === "booking-owner-cancel")).toMatchObject([{ to: env.BUSINESS_EMAIL }]);
  });

  it("the owner's status change queues a confirmation, a cancellation or (2 hours on) the wrap-up, and nothing for other moves", async () => {
    const created = await createBooking(t.db, "cara", bookingAt("13:00"), OPTIONS);
    if (!created.ok) throw new Error(created.reason);
    const id = created.booking.id;
    expect(await changeBookingStatus(t.db, "owner", id, "completed")).toEqual({
      ok: false,
      reason: "status-not-allowed",
    });
    expect((await changeBookingStatus(t.db, "owner", id, "confirmed")).ok).toBe(true);
    expect((await changeBookingStatus(t.db, "owner", id, "in_progress")).ok).toBe(true);
    const kinds = (await mailsOf({ bookingId: id })).map((m) => m.kind).sort();
    expect(kinds).toEqual(["booking-confirmation", "booking-confirmed", "booking-owner-notice"]);
    const confirmed = (await mailsOf({ bookingId: id })).find((m) => m.kind === "booking-confirmed");
    expect(confirmed?.subject).toMatch(/^Booking confirmed: /);
    // Finished: nothing yet; the one wrap-up goes when sent, or 2 hours on, with the report's link.
    const finishedAt = new Date();
    expect((await changeBookingStatus(t.db, "owner", id, "completed", finishedAt)).ok).toBe(true);
    expect((await mailsOf({ bookingId: id })).filter((m) => m.kind === "visit-completed")).toEqual([]);
    const store = localPhotoStore(os.tmpdir());
    expect(await sendDueWrapUps(t.db, new Date(finishedAt.getTime() + 2 * 3600_000), store)).toBeGreaterThan(0);
    const done = (await mailsOf({ bookingId: id })).filter((m) => m.kind === "visit-completed");
    expect(done).toMatchObject([
      { to: "cara@example.com", subject: expect.stringMatching(/^Your visit report and invoice /) },
    ]);
    expect(done[0]?.text).toContain(`${env.SITE_URL}/customer-visits/${id}`);
    expect(await changeBookingStatus(t.db, "owner", randomUUID(), "confirmed")).toEqual({
      ok: false,
      reason: "booking-not-found",
    });
  });
});

describe("account emails", () => {
  it("sendMail, for better-auth's callbacks, queues the message on its own", async () => {
    await sendMail({ to: "new@example.com", subject: "Verify your email", text: "link" }, "account-verification");
    const [queued] = await t.db.select().from(outboxMessages).where(eq(outboxMessages.to, "new@example.com"));
    expect(queued).toMatchObject({ kind: "account-verification", status: "queued", subject: "Verify your email" });
  });
});
