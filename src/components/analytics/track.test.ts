import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// track.ts keeps a module-level queue and listens for pagehide: each test loads a fresh copy
// against a stubbed browser.
async function loadTrack(beacon: ((url: string, data: Blob) => boolean) | undefined) {
  const listeners: Record<string, () => void> = {};
  vi.stubGlobal("window", {
    location: { pathname: "/ca/san-francisco" },
    addEventListener: (type: string, fn: () => void) => {
      listeners[type] = fn;
    },
  });
  vi.stubGlobal("document", { addEventListener: () => {}, visibilityState: "visible" });
  vi.stubGlobal("navigator", { sendBeacon: beacon });
  vi.resetModules();
  const { track } = await import("./track");
  return { track, pagehide: () => listeners.pagehide?.() };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("track", () => {
  it("sends the batch as a beacon when the browser takes it", async () => {
    const beacons: Blob[] = [];
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    const { track, pagehide } = await loadTrack((_url, data) => {
      beacons.push(data);
      return true;
    });
    track("pricing_interaction", { action_type: "change_bedrooms" });
    pagehide();
    expect(beacons).toHaveLength(1);
    const sent = JSON.parse(await (beacons[0] as Blob).text());
    expect(sent.events[0]).toMatchObject({ name: "pricing_interaction", path: "/ca/san-francisco" });
    expect(fetch).not.toHaveBeenCalled();
  });

  it("falls back to a keepalive POST, and a lost connection throws nowhere", async () => {
    const posts: RequestInit[] = [];
    vi.stubGlobal("fetch", async (_url: string, init: RequestInit) => {
      posts.push(init);
      throw new TypeError("Failed to fetch");
    });
    const unhandled = vi.fn();
    process.on("unhandledRejection", unhandled);
    const { track } = await loadTrack(() => false);
    expect(() => track("lead", { value: 310 })).not.toThrow();
    await vi.runAllTimersAsync();
    process.off("unhandledRejection", unhandled);
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatchObject({ method: "POST", keepalive: true });
    expect(JSON.parse(String(posts[0]?.body)).events[0].name).toBe("lead");
    expect(unhandled).not.toHaveBeenCalled();
  });
});
