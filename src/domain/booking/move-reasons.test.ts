import { describe, expect, it } from "vitest";
import {
  CUSTOMER_MOVE_REASONS,
  customerMoveReasonSchema,
  MOVE_REASONS,
  moveReasonLabel,
  moveReasonSchema,
} from "./move-reasons";

describe("move reasons", () => {
  it("accepts a listed reason and refuses anything else with a sentence", () => {
    expect(moveReasonSchema.parse("sooner")).toBe("sooner");
    const bad = moveReasonSchema.safeParse("because I said so");
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe("Please choose a reason from the list.");
  });

  it("leaves the crew's reason to the owner", () => {
    expect(CUSTOMER_MOVE_REASONS.map((r) => r.id)).not.toContain("crew");
    expect(MOVE_REASONS.map((r) => r.id)).toContain("crew");
    expect(customerMoveReasonSchema.safeParse("crew").success).toBe(false);
    expect(moveReasonSchema.safeParse("crew").success).toBe(true);
  });

  it("reads a missing or retired reason in words", () => {
    expect(moveReasonLabel(null)).toBe("No reason given");
    expect(moveReasonLabel("retired-id")).toBe("Another reason");
    expect(moveReasonLabel("access")).toBe("Access, parking or weather");
  });
});
