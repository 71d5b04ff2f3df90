import "server-only";
import { SLOT_TAKEN_MESSAGE, SLOT_UNAVAILABLE_MESSAGE } from "@/domain/booking/booking-messages";
import { failure } from "@/server/http/json";
import type { ChangeResult } from "./change-booking";

/** The answer a customer gets when a cancel or reschedule is refused. */
export function changeRefusal(result: Extract<ChangeResult, { ok: false }>): Response {
  switch (result.reason) {
    case "not-found":
      return failure(404, "That booking was not found.");
    case "too-late":
      return failure(409, "Bookings can be changed online until 24 hours before the appointment. Please call us.");
    case "not-active":
      return failure(409, "This booking can no longer be changed.");
    case "slot-full":
      return failure(409, SLOT_TAKEN_MESSAGE);
    case "slot-unavailable":
      return failure(422, SLOT_UNAVAILABLE_MESSAGE);
  }
}
