import { describe, expect, it } from "vitest";
import { landingCity, landingPageType } from "./landing";

describe("landing page type and city", () => {
  it("reads them from the path", () => {
    expect(landingPageType("/")).toBe("homepage");
    expect(landingPageType("/services/dryer-vent-cleaning")).toBe("service");
    expect(landingPageType("/ca/san-jose")).toBe("city-hub");
    expect(landingPageType("/ca/san-jose/dryer-vent-cleaning")).toBe("city-service");
    expect(landingPageType("/ca")).toBe("other");
    expect(landingPageType("/blog/how-often")).toBe("other");
    expect(landingPageType(null)).toBe("unknown");
    expect(landingCity("/ca/san-jose/dryer-vent-cleaning")).toBe("san-jose");
    expect(landingCity("/services/x")).toBeNull();
  });
});
