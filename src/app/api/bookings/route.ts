import { bookingInputSchema } from "@/domain/booking/booking-input";
import { visitorId } from "@/server/analytics/visitor";
import { createBooking } from "@/server/bookings/create-booking";
import { getDb } from "@/server/db/client";
import { env } from "@/server/env";
import { handle, refuse } from "@/server/http/handle";
import { parseJsonBody } from "@/server/http/json";
import { clientKey, createRateLimiter } from "@/server/http/rate-limit";
import { heldOffer } from "@/server/offers/held-offer";
import { getSessionUser } from "@/server/session";

// Booking requests, whatever their outcome: per client address, and per account from any address.
const perAddress = createRateLimiter(10, 60_000);
const perAccount = createRateLimiter(5, 60_000);

export const POST = handle(
  { name: "POST /api/bookings", failure: "There was an error creating your booking. Please try again." },
  async (request: Request) => {
    if (!perAddress.take(clientKey(request))) return refuse("too-many-bookings");
    const body = await parseJsonBody(request, bookingInputSchema);
    if (!body.ok) return body.response;
    const user = await getSessionUser();
    if (!user) return refuse("sign-in-to-book");
    if (!perAccount.take(user.id)) return refuse("too-many-bookings");
    const result = await createBooking(await getDb(), user.id, body.data, {
      now: new Date(),
      capacity: env.SLOT_CAPACITY,
      visitorId: await visitorId(),
      offer: await heldOffer(request.headers),
      // One visit per day, 4 upcoming, 1 until the email is verified (off only for e2e servers).
      limits: env.BOOKING_LIMITS ? undefined : "off",
    });
    if (!result.ok) return refuse(result.reason);
    return Response.json({ ok: true, booking: result.booking }, { status: result.duplicate ? 200 : 201 });
  },
);
