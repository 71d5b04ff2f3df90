import { availabilityInputSchema } from "@/domain/booking/booking-input";
import { openTimes, timesFor } from "@/server/bookings/open-times";
import { getDb } from "@/server/db/client";
import { jsonRoute } from "@/server/http/json-route";
import { createRateLimiter } from "@/server/http/rate-limit";
import { getSessionUser } from "@/server/session";

// Open times are public (the booking step comes before the account, decision 0013): a read, but
// each one loads a window of an area's bookings, so one client address gets a fair share.
const perAddress = createRateLimiter(30, 60_000);

/**
 * The open start times for a service address and a job, in the address's area and zone. Public;
 * the session decides what more a caller sees: a series' longer window for its own customer, a
 * member's held days (decision 0044), the owner asking for a customer on the phone.
 */
export const POST = jsonRoute(
  { limit: [perAddress, "too-many-bookings"], body: availabilityInputSchema },
  "The open times could not be loaded just now. Please try again.",
  async ({ body }) => {
    const user = await getSessionUser();
    const result = await openTimes(await getDb(), timesFor(user, body), body, {
      now: new Date(),
    });
    if (!result.ok) return result;
    return Response.json(result);
  },
);
