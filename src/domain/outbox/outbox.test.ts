import { describe, expect, it } from "vitest";
import {
  afterFailure,
  describeError,
  FAILING_AFTER_ATTEMPTS,
  MAX_ATTEMPTS,
  messageState,
  RETRY_DELAYS_MS,
} from "./outbox";

const NOW = new Date("2026-11-20T18:00:00Z");
const later = (ms: number) => new Date(NOW.getTime() + ms);

describe("afterFailure", () => {
  it("backs off 1 min, 5 min, 30 min, 2 h, 6 h, 12 h, then gives up", () => {
    const waits = [];
    for (let attempts = 1; attempts < MAX_ATTEMPTS; attempts++) {
      const next = afterFailure(attempts, NOW);
      if (!("retryAt" in next)) throw new Error(`gave up after ${attempts}`);
      waits.push((next.retryAt.getTime() - NOW.getTime()) / 60_000);
    }
    expect(waits).toEqual([1, 5, 30, 120, 360, 720]);
    expect(afterFailure(MAX_ATTEMPTS, NOW)).toEqual({ giveUp: true });
    expect(afterFailure(MAX_ATTEMPTS + 3, NOW)).toEqual({ giveUp: true });
  });

  it("each wait is longer than the one before, measured from the given clock", () => {
    for (let i = 1; i < RETRY_DELAYS_MS.length; i++) {
      expect(RETRY_DELAYS_MS[i]).toBeGreaterThan(RETRY_DELAYS_MS[i - 1] ?? 0);
    }
    expect(afterFailure(1, later(3_600_000))).toEqual({ retryAt: later(3_600_000 + 60_000) });
  });

  it("refuses a count that cannot follow a failure", () => {
    expect(() => afterFailure(0, NOW)).toThrow(RangeError);
    expect(() => afterFailure(1.5, NOW)).toThrow(RangeError);
  });
});

describe("describeError", () => {
  it("keeps the class, code and message but masks every address", () => {
    const error = Object.assign(
      new Error("Can't send mail - all recipients were rejected: 550 <ana.li+x@example.com>"),
      {
        code: "EENVELOPE",
      },
    );
    const text = describeError(error);
    expect(text).toBe("Error EENVELOPE: Can't send mail - all recipients were rejected: 550 <<address>>");
    expect(text).not.toContain("@");
  });

  it("masks phone numbers, as a text provider names them, but not dates, codes or addresses of servers", () => {
    const error = Object.assign(new Error("The 'To' number +14155550123 is not a valid phone number."), {
      code: 21211,
    });
    expect(describeError(error)).toBe("Error 21211: The 'To' number <number> is not a valid phone number.");
    expect(describeError("call (415) 555-0199 or 415.555.0199")).toBe("Error: call <number> or <number>");
    expect(describeError("connect ECONNREFUSED 10.20.30.40:5432 at 2026-11-27 14:09")).toBe(
      "Error: connect ECONNREFUSED 10.20.30.40:5432 at 2026-11-27 14:09",
    );
  });

  it("leaves out a failed query's parameters", () => {
    const error = new Error(
      'Failed query: insert into "pricing_leads" ("full_name") values ($1)\nparams: Ana Li,(415) 555-0199',
    );
    expect(describeError(error)).toBe(
      'Error: Failed query: insert into "pricing_leads" ("full_name") values ($1) params: <not logged>',
    );
  });

  it("bounds the length and copes with things that are not errors", () => {
    expect(describeError(new Error("x".repeat(2000))).length).toBe(500);
    expect(describeError("to bo@example.org failed")).toBe("Error: to <address> failed");
    expect(describeError(null)).toBe("Error: null");
  });
});

describe("messageState", () => {
  it("sent, queued, failed (given up or failing), dropped", () => {
    expect(messageState("sent", 1)).toBe("sent");
    expect(messageState("queued", 0)).toBe("queued");
    expect(messageState("sending", 1)).toBe("queued");
    expect(messageState("queued", FAILING_AFTER_ATTEMPTS)).toBe("failed");
    expect(messageState("failed", 7)).toBe("failed");
    expect(messageState("dropped", 1)).toBe("dropped");
  });
});
