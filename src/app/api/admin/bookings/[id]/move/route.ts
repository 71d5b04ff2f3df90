import { moveInputSchema } from "@/domain/booking/booking-input";
import { moveBooking } from "@/server/admin/move-booking";
import { getDb } from "@/server/db/client";
import { jsonRoute, ok } from "@/server/http/json-route";

/** The owner moves a booking to another open start; the customer's email is queued with the move. */
export const POST = jsonRoute(
  { caller: "admin", body: moveInputSchema, id: "booking-not-found" },
  "The booking could not be moved just now. Please try again.",
  async ({ body, id, user }) => {
    const result = await moveBooking(await getDb(), id, body, {
      now: new Date(),
      ownerId: user.id,
    });
    return result.ok ? ok({ booking: result.booking }) : result;
  },
);
