import { describe, expect, it } from "vitest";
import { acceptEvents } from "./accept-events";
import { eventBatchSchema } from "./events-schema";

const LOAD = "0123456789abcdef0123456789abcdef";

const ASSIGNED = { hero_cta_test: "control", pricing_display_test: "range" };

describe("acceptEvents", () => {
  it("drops conversion goals a browser sends (the forged-report attack)", () => {
    const forged = acceptEvents(
      [
        { name: "generate_lead", props: { value: 999 } },
        { name: "book_service", props: {} },
        { name: "page_view", props: {} },
      ],
      ASSIGNED,
    );
    expect(forged.map((e) => e.name)).toEqual(["page_view"]);
  });

  it("stamps exposures with the server's assignment and drops unassigned ones", () => {
    const kept = acceptEvents(
      [
        { name: "experiment_exposure", props: { test_id: "hero_cta_test", variant_id: "discount_urgency" } },
        { name: "experiment_exposure", props: { test_id: "service_layout_test", variant_id: "cta_optimized" } },
        { name: "experiment_exposure", props: { test_id: "__proto__", variant_id: "x" } },
      ],
      ASSIGNED,
    );
    expect(kept).toEqual([{ name: "experiment_exposure", props: { test_id: "hero_cta_test", variant_id: "control" } }]);
    expect(
      acceptEvents([{ name: "experiment_exposure", props: { test_id: "hero_cta_test", variant_id: "control" } }], null),
    ).toEqual([]);
  });
});

describe("acceptEvents: web vitals", () => {
  it("keeps plausible numbers, nulls the rest, and reads the page kind from the path", () => {
    const [kept] = acceptEvents(
      [
        {
          name: "web_vitals",
          path: "/ca/san-francisco/air-duct-cleaning",
          props: { lcp: 1830.4, inp: "fast", cls: 0.02, ttfb: -5, kind: "home", load: LOAD },
        },
      ],
      null,
    );
    expect(kept).toEqual({
      name: "web_vitals",
      path: "/ca/san-francisco/air-duct-cleaning",
      props: { kind: "city-service", load: LOAD, lcp: 1830, inp: null, cls: 0.02, ttfb: null },
    });
  });

  it("drops a report without a single plausible value", () => {
    expect(
      acceptEvents([{ name: "web_vitals", path: "/faq", props: { lcp: 1e9, inp: null, cls: -1, load: LOAD } }], null),
    ).toEqual([]);
  });

  it("drops a report that does not name its page load (one report per load)", () => {
    expect(acceptEvents([{ name: "web_vitals", path: "/faq", props: { lcp: 1200 } }], null)).toEqual([]);
    for (const load of [null, "", "x".repeat(32), LOAD.toUpperCase(), `${LOAD}0`, 12])
      expect(acceptEvents([{ name: "web_vitals", path: "/faq", props: { lcp: 1200, load } }], null)).toEqual([]);
  });
});

describe("eventBatchSchema", () => {
  const report = { name: "web_vitals", path: "/ca/oakland", props: { lcp: 59_999, load: LOAD } };
  it("refuses a batch with more than one vitals report (the forged-speed attack sent 50)", () => {
    const forged = eventBatchSchema.safeParse({ events: Array.from({ length: 50 }, () => report) });
    expect(forged.success).toBe(false);
    expect(forged.error?.issues[0]?.message).toBe("A batch carries at most one web_vitals report.");
    expect(eventBatchSchema.safeParse({ events: [report, report] }).success).toBe(false);
  });

  it("takes one report beside other events", () => {
    const page = { name: "page_view", props: { path: "/ca/oakland" } };
    expect(eventBatchSchema.safeParse({ events: [page, report, page] }).success).toBe(true);
  });
});
