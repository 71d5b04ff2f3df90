import { cancelInputSchema } from "@/domain/booking/cancel-input";
import { cancelBooking } from "@/server/bookings/cancel-booking";
import { getDb } from "@/server/db/client";
import { jsonRoute, ok } from "@/server/http/json-route";

export const POST = jsonRoute(
  { caller: "customer", body: cancelInputSchema, id: "booking-not-found" },
  "The booking could not be cancelled just now. Please try again.",
  async ({ user, body, id }) => {
    const result = await cancelBooking(await getDb(), user.id, id, new Date(), { reason: body.reason });
    return result.ok ? ok({ booking: result.booking }) : result;
  },
);
