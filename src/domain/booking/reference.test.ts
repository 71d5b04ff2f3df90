import { expect, it } from "vitest";
import { bookingReference, consoleBookingPath } from "./reference";

it("a short reference from the id, and a console link to the booking's day", () => {
  expect(bookingReference("1a2b3c4d-0000-4000-8000-000000000001")).toBe("CV-1A2B-3C4D");
  expect(
    consoleBookingPath({
      id: "1a2b3c4d-0000-4000-8000-000000000001",
      serviceArea: "bay-area",
      appointmentDate: "2026-12-03",
    }),
  ).toBe(
    "/admin/bookings?area=bay-area&day=2026-12-03&from=2026-12-03&to=2026-12-03#booking-1a2b3c4d-0000-4000-8000-000000000001",
  );
});
