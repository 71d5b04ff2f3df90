import { rescheduleInputSchema } from "@/domain/booking/booking-input";
import { rescheduleBooking } from "@/server/bookings/reschedule-booking";
import { getDb } from "@/server/db/client";
import { env } from "@/server/env";
import { refuse } from "@/server/http/handle";
import { jsonRoute } from "@/server/http/json-route";

export const POST = jsonRoute(
  {
    failure: "The booking could not be moved just now. Please try again.",
    caller: "customer",
    body: rescheduleInputSchema,
    id: "booking-not-found",
  },
  async ({ user, body, id }) => {
    const result = await rescheduleBooking(await getDb(), user.id, id, body, {
      now: new Date(),
      capacity: env.SLOT_CAPACITY,
      limits: env.BOOKING_LIMITS ? undefined : "off",
    });
    if (!result.ok) return refuse(result.reason);
    return Response.json({ ok: true, booking: result.booking });
  },
);
