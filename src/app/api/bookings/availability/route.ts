import { availabilityInputSchema } from "@/domain/booking/booking-input";
import { availabilityForAddress } from "@/server/bookings/availability";
import { bookingRefusal } from "@/server/bookings/booking-refusal";
import { getDb } from "@/server/db/client";
import { env } from "@/server/env";
import { failure, parseJsonBody } from "@/server/http/json";
import { getSessionUser } from "@/server/session";

/** The open start times for a service address and a job, in the address's area and zone. */
export async function POST(request: Request) {
  const body = await parseJsonBody(request, availabilityInputSchema);
  if (!body.ok) return body.response;
  const user = await getSessionUser();
  if (!user) return failure(401, "Please sign in to book.");
  const result = await availabilityForAddress(await getDb(), body.data, {
    now: new Date(),
    weekdayDefault: env.SLOT_CAPACITY,
  });
  if (!result.ok) return bookingRefusal(result.reason);
  return Response.json(result);
}
