import { rescheduleInputSchema } from "@/domain/booking/booking-input";
import { rescheduleBooking } from "@/server/bookings/reschedule-booking";
import { getDb } from "@/server/db/client";
import { env } from "@/server/env";
import { jsonRoute, ok } from "@/server/http/json-route";

export const POST = jsonRoute(
  { caller: "customer", body: rescheduleInputSchema, id: "booking-not-found" },
  "The booking could not be moved just now. Please try again.",
  async ({ user, body, id }) => {
    const result = await rescheduleBooking(await getDb(), user.id, id, body, {
      now: new Date(),
      limits: env.BOOKING_LIMITS ? undefined : "off",
    });
    return result.ok ? ok({ booking: result.booking }) : result;
  },
);
