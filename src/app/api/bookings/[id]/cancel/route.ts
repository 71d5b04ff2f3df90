import { cancelInputSchema } from "@/domain/booking/cancel-input";
import { cancelBooking } from "@/server/bookings/cancel-booking";
import { getDb } from "@/server/db/client";
import { refuse } from "@/server/http/handle";
import { jsonRoute } from "@/server/http/json-route";

export const POST = jsonRoute(
  {
    failure: "The booking could not be cancelled just now. Please try again.",
    caller: "customer",
    body: cancelInputSchema,
    id: "booking-not-found",
  },
  async ({ user, body, id }) => {
    const result = await cancelBooking(await getDb(), user.id, id, new Date(), { reason: body.reason });
    if (!result.ok) return refuse(result.reason);
    return Response.json({ ok: true, booking: result.booking });
  },
);
