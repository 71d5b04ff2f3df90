import { availabilityInputSchema } from "@/domain/booking/booking-input";
import { availabilityForAddress } from "@/server/bookings/availability";
import { getDb } from "@/server/db/client";
import { env } from "@/server/env";
import { handle, refuse } from "@/server/http/handle";
import { parseJsonBody } from "@/server/http/json";
import { getSessionUser } from "@/server/session";

/** The open start times for a service address and a job, in the address's area and zone. */
export const POST = handle(
  {
    name: "POST /api/bookings/availability",
    failure: "The open times could not be loaded just now. Please try again.",
  },
  async (request: Request) => {
    const body = await parseJsonBody(request, availabilityInputSchema);
    if (!body.ok) return body.response;
    const user = await getSessionUser();
    if (!user) return refuse("sign-in-to-book");
    const result = await availabilityForAddress(await getDb(), body.data, {
      now: new Date(),
      weekdayDefault: env.SLOT_CAPACITY,
    });
    if (!result.ok) return refuse(result.reason);
    return Response.json(result);
  },
);
