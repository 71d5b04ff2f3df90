import "server-only";
import {
  ADDRESS_MISMATCH_MESSAGE,
  OUTSIDE_AREA_MESSAGE,
  SLOT_TAKEN_MESSAGE,
  SLOT_UNAVAILABLE_MESSAGE,
  TOO_LONG_MESSAGE,
} from "@/domain/booking/booking-messages";
import { failure } from "@/server/http/json";
import type { BookingRefusal } from "./create-booking";

/** The answer a customer gets when a new booking is refused; `field` names the form part to fix. */
export function bookingRefusal(reason: BookingRefusal): Response {
  switch (reason) {
    case "outside-area":
      return failure(422, OUTSIDE_AREA_MESSAGE, { address: [OUTSIDE_AREA_MESSAGE] });
    case "address-mismatch":
      return failure(422, ADDRESS_MISMATCH_MESSAGE, { address: [ADDRESS_MISMATCH_MESSAGE] });
    case "too-long":
      return failure(422, TOO_LONG_MESSAGE);
    case "slot-full":
      return failure(409, SLOT_TAKEN_MESSAGE);
    case "slot-unavailable":
      return failure(422, SLOT_UNAVAILABLE_MESSAGE);
  }
}
