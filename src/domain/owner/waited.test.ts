import { describe, expect, it } from "vitest";
import { waitedFor } from "./waited";

const since = new Date("2026-11-27T08:00:00Z");
const later = (ms: number) => new Date(since.getTime() + ms);
const MIN = 60_000;

describe("waitedFor", () => {
  it("says minutes, then hours and minutes, then days and hours", () => {
    expect(waitedFor(since, later(30_000))).toBe("just in");
    expect(waitedFor(since, later(5 * MIN))).toBe("waiting 5 min");
    expect(waitedFor(since, later(59 * MIN + 59_000))).toBe("waiting 59 min");
    expect(waitedFor(since, later(60 * MIN))).toBe("waiting 1 h");
    expect(waitedFor(since, later(130 * MIN))).toBe("waiting 2 h 10 min");
    expect(waitedFor(since, later(24 * 60 * MIN))).toBe("waiting 1 d");
    expect(waitedFor(since, later((3 * 24 + 4) * 60 * MIN + 17 * MIN))).toBe("waiting 3 d 4 h");
  });

  it("never goes negative when the clocks disagree", () => {
    expect(waitedFor(since, later(-10 * MIN))).toBe("just in");
  });
});
