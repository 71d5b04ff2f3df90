import { describe, expect, it } from "vitest";
import { visitorSessionSchema } from "@/domain/tracking/visitor-session-input";
import { shouldSaveSession } from "./visitor-session";

const coords = { lat: 37.77, lng: -122.42 };

describe("shouldSaveSession", () => {
  it("waits for an address or coordinates before the first save", () => {
    expect(shouldSaveSession({ savedOnce: false, address: "", coordinates: null })).toBe(false);
    expect(shouldSaveSession({ savedOnce: false, address: "", coordinates: coords })).toBe(true);
    expect(shouldSaveSession({ savedOnce: false, address: "1 Main St", coordinates: null })).toBe(true);
  });

  it("after the first success saves only with an address", () => {
    expect(shouldSaveSession({ savedOnce: true, address: "  ", coordinates: coords })).toBe(false);
    expect(shouldSaveSession({ savedOnce: true, address: "1 Main St", coordinates: null })).toBe(true);
  });
});

describe("visitorSessionSchema", () => {
  it("accepts a generated id and rejects others", () => {
    expect(visitorSessionSchema.safeParse({ sessionId: "sess_1795249456302_abc123" }).success).toBe(true);
    expect(visitorSessionSchema.safeParse({ sessionId: "x'; drop table" }).success).toBe(false);
    expect(visitorSessionSchema.safeParse({ sessionId: "sess_1795249456302_abc123", latitude: 91 }).success).toBe(
      false,
    );
  });
});
