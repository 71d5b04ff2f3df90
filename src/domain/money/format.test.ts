import { describe, expect, it } from "vitest";
import { formatQuoteCents } from "./format";

describe("formatQuoteCents", () => {
  it("reads whole dollars as the tables hold them, and keeps a member price's cents", () => {
    expect(formatQuoteCents(34_900)).toBe("$349");
    expect(formatQuoteCents(-7_600)).toBe("-$76");
    expect(formatQuoteCents(119_700)).toBe("$1,197");
    // 15% off $349 is $296.65 and the booking charges that: the page must not say $297.
    expect(formatQuoteCents(29_665)).toBe("$296.65");
    expect(formatQuoteCents(-5_235)).toBe("-$52.35");
    expect(formatQuoteCents(119_725)).toBe("$1,197.25");
    expect(formatQuoteCents(4_160)).toBe("$41.60");
  });
});
