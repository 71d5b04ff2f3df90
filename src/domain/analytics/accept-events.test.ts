import { describe, expect, it } from "vitest";
import { acceptEvents } from "./accept-events";

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
