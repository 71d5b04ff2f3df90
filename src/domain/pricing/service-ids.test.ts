import { describe, expect, it } from "vitest";
import { eventSchema } from "../analytics/events-schema";
import { bookingInputSchema } from "../booking/booking-input";
import { bookingDataFromQuery } from "../booking/booking-query";
import { dueSettingsSchema } from "../campaigns/due";
import { leadInputSchema } from "../leads/lead-input";
import { BUILT_IN_PRICE_BOOK, inputOf, priceBookInputSchema } from "./price-book";
import { currentServiceId, SERVICE_TYPES, serviceTypeFromParam, withCurrentServiceKeys } from "./quote-math";
import { serviceTypeSchema } from "./service-type-schema";

// The ids say what they are; links, bookmarks and pages from before the rename carry the former ones.
const FORMER = { standard: "air_duct", deep: "dryer_vent", move_out: "duct_and_dryer" } as const;

describe("the service ids", () => {
  it("name what each service is", () => {
    expect(SERVICE_TYPES).toEqual(["air_duct", "dryer_vent", "duct_and_dryer"]);
  });

  it("read a former id from a URL parameter as today's, and today's as itself", () => {
    for (const [former, now] of Object.entries(FORMER)) {
      expect(serviceTypeFromParam(former)).toBe(now);
      expect(serviceTypeFromParam(now)).toBe(now);
      expect(serviceTypeFromParam([former, "x"])).toBe(now);
    }
  });

  it("name no service for anything else", () => {
    for (const other of ["", "Standard", "chimney", "sanitizing", "toString", "__proto__", undefined, null, 3])
      expect(serviceTypeFromParam(other)).toBeNull();
    expect(currentServiceId("chimney")).toBe("chimney");
    expect(currentServiceId(7)).toBe(7);
  });

  it("rename a former id among the keys of a per-service object, other keys as they were", () => {
    expect(withCurrentServiceKeys({ deep: 1, standard: 0, other: 2 })).toEqual({
      dryer_vent: 1,
      air_duct: 0,
      other: 2,
    });
    expect(withCurrentServiceKeys(["deep"])).toEqual(["deep"]);
    expect(withCurrentServiceKeys(null)).toBeNull();
  });

  it("accept a former id wherever an input names a service, and refuse an unknown one", () => {
    expect(serviceTypeSchema().parse("move_out")).toBe("duct_and_dryer");
    expect(serviceTypeSchema().safeParse("chimney").success).toBe(false);
  });
});

describe("a page or link from before the rename", () => {
  it("books from the calculator's old link", () => {
    const data = bookingDataFromQuery({
      service: "deep",
      address: "2180 Milvia St, Berkeley, CA 94704",
      bedrooms: "0",
      bathrooms: "0",
      sqft: "0",
      price: "149",
    });
    expect(data?.serviceType).toBe("dryer_vent");
  });

  it("sends a booking, a price request and an event the server still takes", () => {
    const booking = bookingInputSchema.safeParse({
      serviceType: "standard",
      address: { street: "2180 Milvia St", unit: "", city: "Berkeley", state: "CA", zip: "94704" },
      phone: "(415) 555-0142",
      bedrooms: 3,
      bathrooms: 2,
      squareFeet: 1500,
      appointmentDate: "2026-12-10",
      appointmentTime: "09:00",
      idempotencyKey: "0b6c3f0e-7d1a-4e3b-9f55-2d8c1a7e4b10",
    });
    expect(booking.success && booking.data.serviceType).toBe("air_duct");
    const lead = leadInputSchema.safeParse({
      fullName: "Ann Old",
      phone: "(415) 555-0142",
      email: "ann@example.com",
      serviceType: "move_out",
      bedrooms: 3,
      bathrooms: 2,
      squareFeet: 1500,
    });
    expect(lead.success && lead.data.serviceType).toBe("duct_and_dryer");
    const event = eventSchema.parse({
      name: "pricing_interaction",
      props: { service_type: "deep", estimated_price: 149 },
    });
    expect(event.props).toEqual({ service_type: "dryer_vent", estimated_price: 149 });
  });

  it("saves the owner's settings keyed by the former ids", () => {
    const due = dueSettingsSchema.parse({ enabled: true, intervals: { standard: 36, deep: 12, move_out: 24 } });
    expect(due.intervals).toEqual({ air_duct: 36, dryer_vent: 12, duct_and_dryer: 24 });
    const input = inputOf(BUILT_IN_PRICE_BOOK);
    const { air_duct, dryer_vent, duct_and_dryer } = input.services;
    const old = { ...input, services: { standard: air_duct, deep: dryer_vent, move_out: duct_and_dryer } };
    expect(priceBookInputSchema.parse(old).services).toEqual(input.services);
  });
});
