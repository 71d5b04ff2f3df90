// Replies posted to the webhook signed as Twilio signs them (sms-int-setup.ts): STOP, START and HELP,
// anything else forwarded to the owner, and any unsigned or malformed request refused with a sentence.
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it, onTestFinished, vi } from "vitest";
import { changeBookingStatus } from "@/server/admin/change-booking-status";
import { smsOptOuts } from "@/server/db/schema";
import { sweepReminders } from "@/server/outbox/sweep-reminders";
import { inboundRequest } from "../../../tests/support/fake-twilio";
import { okOrThrow, outboxOf } from "../../../tests/support/records";
import { bookWith, H, NOW, SWEEP, sentTo, setUpTexts, t, textsOf, twoWorkers, WEBHOOK } from "./sms-int-setup";

vi.mock("@/server/db/client", () => ({ getDb: async () => t.db }));
const { POST: inbound } = await import("@/app/api/sms/inbound/route");

setUpTexts();

describe("replies", () => {
  it("STOP turns texts off at once, is confirmed once, and nothing further is sent; START turns them back on", async () => {
    const { booking, phone, start } = await bookWith(true, { date: "2026-12-01", time: "11:00" });
    const stop = await inbound(inboundRequest(WEBHOOK, { From: phone, Body: "Stop" }), undefined as never);
    expect(stop.status).toBe(200);
    expect(stop.headers.get("content-type")).toContain("text/xml");
    expect(await stop.text()).toMatch(/<Message>ClearVent Air Duct Cleaning: you will get no more texts/);
    const again = await inbound(inboundRequest(WEBHOOK, { From: phone, Body: "STOP" }), undefined as never);
    expect(await again.text()).not.toContain("<Message>");

    // The confirmation queued before STOP is dropped at its turn; reminders are not queued.
    await twoWorkers(NOW);
    await sweepReminders(t.db, new Date(start - 48 * H), SWEEP);
    await twoWorkers(new Date(start - 48 * H));
    okOrThrow(await changeBookingStatus(t.db, "boss", booking.id, "confirmed", new Date(start - 47 * H)));
    await twoWorkers(new Date(start - 47 * H));
    expect(sentTo(phone)).toEqual([]);
    expect((await textsOf(booking.id)).map((m) => [m.kind, m.status, m.lastError])).toEqual([
      ["sms-booking-confirmation", "dropped", "the number replied STOP"],
    ]);

    const start2 = await inbound(inboundRequest(WEBHOOK, { From: phone, Body: "START" }), undefined as never);
    expect(await start2.text()).toContain("texts about your visits are back on");
    expect(await t.db.select().from(smsOptOuts).where(eq(smsOptOuts.phone, phone))).toEqual([]);
    await sweepReminders(t.db, new Date(start - 2 * H), SWEEP);
    await twoWorkers(new Date(start - 2 * H));
    expect(sentTo(phone).map((m) => m.body)).toEqual([expect.stringContaining("reminder")]);
  });

  it("answers 403 and changes nothing without Twilio's signature or with a wrong one", async () => {
    const { phone } = await bookWith(true, { date: "2026-12-01", time: "13:00" });
    for (const signature of [null, "", "bm90IGEgc2lnbmF0dXJl"]) {
      const res = await inbound(
        inboundRequest(WEBHOOK, { From: phone, Body: "STOP" }, { signature }),
        undefined as never,
      );
      expect(res.status).toBe(403);
    }
    const forged = await inbound(
      inboundRequest(WEBHOOK, { From: phone, Body: "STOP" }, { authToken: "someone-elses-token-000000" }),
      undefined as never,
    );
    expect(forged.status).toBe(403);
    // Signed for another URL (a replay against another site).
    const elsewhere = await inbound(
      inboundRequest("https://evil.example/api/sms/inbound", { From: phone, Body: "STOP" }),
      undefined as never,
    );
    expect(elsewhere.status).toBe(403);
    expect(await t.db.select().from(smsOptOuts).where(eq(smsOptOuts.phone, phone))).toEqual([]);
  });

  it("answers HELP, and forwards anything else to the owner with the customer and their next visit", async () => {
    // The route reads the clock; the visit below is a week after NOW, whatever today is.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(NOW);
    onTestFinished(() => void vi.useRealTimers());
    const { id, booking, phone } = await bookWith(true, { date: "2026-11-30", time: "13:00" });
    const help = await inbound(inboundRequest(WEBHOOK, { From: phone, Body: "help" }), undefined as never);
    expect(await help.text()).toContain("Call (415) 555-0134 for help.");

    const other = await inbound(
      inboundRequest(WEBHOOK, { From: phone, Body: "Can you come at 10 instead?" }),
      undefined as never,
    );
    expect(await other.text()).not.toContain("<Message>");
    const [forward] = await outboxOf(t.db, { bookingId: booking.id, kind: "text-reply-owner" });
    expect(forward?.to).toBe("owner@clearvent.example");
    expect(forward?.text).toContain(`Customer:   Customer ${id.slice(1)} <${id}@example.com>`);
    expect(forward?.text).toContain("Next visit: Monday, November 30, 2026, 1:00 PM (pending)");
    expect(forward?.text).toContain("  > Can you come at 10 instead?");

    const stranger = await inbound(
      inboundRequest(WEBHOOK, { From: "+12125550100", Body: "who is this" }),
      undefined as never,
    );
    expect(stranger.status).toBe(200);
    const [unknown] = await outboxOf(t.db, { kind: "text-reply-owner" }).then((rows) =>
      rows.filter((r) => r.text.includes("(212) 555-0100")),
    );
    expect(unknown?.text).toContain("no customer has given us this number");
  });

  it("answers 400 for a webhook without a sender, 415 for one that is not a form", async () => {
    const res = await inbound(inboundRequest(WEBHOOK, { From: "", Body: "hi" }), undefined as never);
    expect(res.status).toBe(400);
    const json = new Request(WEBHOOK, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
    expect((await inbound(json, undefined as never)).status).toBe(415);
  });
});

describe("webhook fuzz", () => {
  it("answers any signed form with 200 or a 4xx sentence, and any unsigned one with 403", async () => {
    const field = fc.oneof(
      fc.string({ maxLength: 60 }),
      fc.constantFrom("STOP", "help", "+1415555", "\u0000", "x".repeat(2000), "<Response/>", "+14155550123"),
    );
    const samples = fc.sample(fc.record({ From: field, Body: field, Extra: field }, { requiredKeys: [] }), {
      numRuns: 60,
      seed: 20261127,
    });
    samples.push({ From: "+14155550123", Body: "a\u0000b" }, { From: "+14155550123", Body: "line one\r\nline two" });
    for (const fields of samples) {
      const clean = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)]));
      const signed = await inbound(inboundRequest(WEBHOOK, clean), undefined as never);
      expect([200, 400], JSON.stringify(clean).slice(0, 120)).toContain(signed.status);
      expect((await signed.text()).length).toBeGreaterThan(0);
      const unsigned = await inbound(inboundRequest(WEBHOOK, clean, { signature: "x" }), undefined as never);
      expect(unsigned.status).toBe(403);
    }
  });
});
