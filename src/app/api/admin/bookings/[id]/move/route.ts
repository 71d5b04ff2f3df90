import { rescheduleInputSchema } from "@/domain/booking/booking-input";
import { moveBooking } from "@/server/admin/move-booking";
import { getDb } from "@/server/db/client";
import { env } from "@/server/env";
import { refuse } from "@/server/http/handle";
import { jsonRoute } from "@/server/http/json-route";

/** The owner moves a booking to another open start; the customer's email is queued with the move. */
export const POST = jsonRoute(
  {
    failure: "The booking could not be moved just now. Please try again.",
    caller: "admin",
    body: rescheduleInputSchema,
    id: "booking-not-found",
  },
  async ({ body, id }) => {
    const result = await moveBooking(await getDb(), id, body, { now: new Date(), capacity: env.SLOT_CAPACITY });
    if (!result.ok) return refuse(result.reason);
    return Response.json({ ok: true, booking: result.booking });
  },
);
