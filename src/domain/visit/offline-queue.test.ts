import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  afterAttempt,
  checkTappedAt,
  fitWithin,
  nextToSend,
  outcomeOf,
  type QueuedItem,
  queuedSteps,
  RETRY,
  retryDelayMs,
  TAPPED_AT,
} from "./offline-queue";

const now = new Date("2030-03-04T17:00:00Z");
const item = (seq: number, over: Partial<QueuedItem & { step: string }> = {}): QueuedItem & { step?: string } => ({
  seq,
  kind: "step",
  bookingId: "a",
  tappedAt: now.toISOString(),
  state: "waiting",
  attempts: 0,
  notBefore: 0,
  ...over,
});

describe("nextToSend", () => {
  it("sends the oldest waiting item first, whatever order they are stored in", () => {
    expect(nextToSend([item(3), item(1), item(2)], now)?.item.seq).toBe(1);
  });

  it("passes over refused items, which stay to be read", () => {
    expect(nextToSend([item(1, { state: "refused", error: "Cancelled" }), item(2)], now)?.item.seq).toBe(2);
  });

  it("keeps a backed-off item first and says how long to wait, so nothing overtakes it", () => {
    const next = nextToSend([item(1, { notBefore: now.getTime() + 4_000 }), item(2)], now);
    expect(next).toEqual({ item: expect.objectContaining({ seq: 1 }), waitMs: 4_000 });
  });

  it("has nothing to send when every item is sent or refused", () => {
    expect(nextToSend([], now)).toBeNull();
    expect(nextToSend([item(1, { state: "refused" })], now)).toBeNull();
  });

  it("always picks the smallest waiting seq (property)", () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: 1000 }), { minLength: 1 }), fc.boolean(), (seqs, refuse) => {
        const items = seqs.map((s, i) => item(s, { state: refuse && i === 0 ? "refused" : "waiting" }));
        const waiting = items.filter((i) => i.state === "waiting").map((i) => i.seq);
        const next = nextToSend(items, now);
        expect(next?.item.seq ?? null).toBe(waiting.length ? Math.min(...waiting) : null);
      }),
    );
  });
});

describe("retryDelayMs and afterAttempt", () => {
  it("doubles from 2 s and stops at 5 minutes", () => {
    expect([0, 1, 2, 3, 4].map(retryDelayMs)).toEqual([0, 2_000, 4_000, 8_000, 16_000]);
    expect(retryDelayMs(9)).toBe(RETRY.maxMs);
    expect(retryDelayMs(10_000)).toBe(RETRY.maxMs);
  });

  it("never shrinks as attempts grow (property)", () => {
    fc.assert(fc.property(fc.nat(200), (n) => retryDelayMs(n + 1) >= retryDelayMs(n)));
  });

  it("removes a sent item, keeps a refused one with the server's sentence, backs off a failed one", () => {
    expect(afterAttempt(item(1), { kind: "sent" }, now)).toBeNull();
    expect(afterAttempt(item(1), { kind: "refused", message: "This visit was cancelled." }, now)).toMatchObject({
      state: "refused",
      error: "This visit was cancelled.",
    });
    const backed = afterAttempt(item(1, { attempts: 2 }), { kind: "retry" }, now);
    expect(backed).toMatchObject({ state: "waiting", attempts: 3, notBefore: now.getTime() + 8_000 });
  });
});

describe("outcomeOf", () => {
  it("retries no answer, a server failure and a rate limit; shows any other refusal", () => {
    expect(outcomeOf(200, true, "")).toEqual({ kind: "sent" });
    expect(outcomeOf(0, false, "No connection")).toEqual({ kind: "retry" });
    expect(outcomeOf(503, false, "Busy")).toEqual({ kind: "retry" });
    expect(outcomeOf(429, false, "Slow down")).toEqual({ kind: "retry" });
    expect(outcomeOf(409, false, "This visit was cancelled.")).toEqual({
      kind: "refused",
      message: "This visit was cancelled.",
    });
  });
});

describe("queuedSteps", () => {
  it("lists one visit's waiting steps in the order they were tapped", () => {
    const items = [
      item(4, { step: "start" }),
      item(2, { step: "on-my-way" }),
      item(3, { bookingId: "b" }),
      item(5, { kind: "report" }),
      item(6, { step: "finish", state: "refused" }),
    ];
    expect(queuedSteps(items, "a").map((i) => i.step)).toEqual(["on-my-way", "start"]);
  });
});

describe("checkTappedAt", () => {
  it("takes a time a minute ahead (a phone's clock) and one six days back (a long basement)", () => {
    expect(checkTappedAt(new Date(now.getTime() + 60_000), now).ok).toBe(true);
    expect(checkTappedAt(new Date(now.getTime() - 6 * 86_400_000), now).ok).toBe(true);
  });

  it("refuses a time beyond the skew ahead, or more than a week old", () => {
    expect(checkTappedAt(new Date(now.getTime() + TAPPED_AT.maxAheadMs + 1), now)).toEqual({
      ok: false,
      reason: "tapped-in-future",
    });
    expect(checkTappedAt(new Date(now.getTime() - TAPPED_AT.maxAgeMs - 1), now)).toEqual({
      ok: false,
      reason: "tapped-too-old",
    });
  });
});

describe("fitWithin", () => {
  it("shrinks the long side to the limit and keeps the proportions", () => {
    expect(fitWithin(4032, 3024, 2048)).toEqual({ width: 2048, height: 1536 });
    expect(fitWithin(3000, 6000, 2048)).toEqual({ width: 1024, height: 2048 });
  });

  it("never enlarges a small photo", () => {
    expect(fitWithin(1600, 1200, 2048)).toEqual({ width: 1600, height: 1200 });
  });

  it("stays within the limit, at least 1 px, near the same aspect (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20_000 }), fc.integer({ min: 1, max: 20_000 }), (w, h) => {
        const out = fitWithin(w, h, 2048);
        expect(Math.max(out.width, out.height)).toBeLessThanOrEqual(2048);
        expect(Math.min(out.width, out.height)).toBeGreaterThanOrEqual(1);
        if (Math.max(w, h) > 2048) expect(Math.max(out.width, out.height)).toBe(2048);
        else expect(out).toEqual({ width: w, height: h });
      }),
    );
  });
});
