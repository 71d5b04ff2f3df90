import { availabilityInputSchema } from "@/domain/booking/booking-input";
import { availabilityForAddress } from "@/server/bookings/availability";
import { getDb } from "@/server/db/client";
import { env } from "@/server/env";
import { jsonRoute } from "@/server/http/json-route";
import { createRateLimiter } from "@/server/http/rate-limit";

// Open times are public (the booking step comes before the account, decision 0013): a read, but
// each one loads 30 days of an area's bookings, so one client address gets a fair share.
const perAddress = createRateLimiter(30, 60_000);

/** The open start times for a service address and a job, in the address's area and zone. Public. */
export const POST = jsonRoute(
  { limit: [perAddress, "too-many-bookings"], body: availabilityInputSchema },
  "The open times could not be loaded just now. Please try again.",
  async ({ body }) => {
    const result = await availabilityForAddress(await getDb(), body, {
      now: new Date(),
      weekdayDefault: env.SLOT_CAPACITY,
    });
    if (!result.ok) return result;
    return Response.json(result);
  },
);
