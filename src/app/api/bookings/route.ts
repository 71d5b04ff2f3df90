import { bookingInputSchema } from "@/domain/booking/booking-input";
import { priceChangedMessage } from "@/domain/pricing/price-book";
import { visitorId } from "@/server/analytics/visitor";
import { createBooking } from "@/server/bookings/create-booking";
import { getDb } from "@/server/db/client";
import { startBookingCheckout } from "@/server/deposits/start-booking-checkout";
import { env } from "@/server/env";
import { refuse } from "@/server/http/handle";
import { failure } from "@/server/http/json";
import { jsonRoute } from "@/server/http/json-route";
import { createRateLimiter } from "@/server/http/rate-limit";
import { touchesForRequest } from "@/server/insights/touches";
import { refreshIntegrations } from "@/server/integrations/live-clients";
import { heldOffer } from "@/server/offers/held-offer";
import { configuredGateway } from "@/server/payments/stripe-gateway";

// Booking requests, whatever their outcome: per client address, and per account from any address.
const perAddress = createRateLimiter(10, 60_000);
const perAccount = createRateLimiter(5, 60_000);

export const POST = jsonRoute(
  { limit: [perAddress, "too-many-bookings"], caller: "customer", signIn: "sign-in-to-book", body: bookingInputSchema },
  "There was an error creating your booking. Please try again.",
  async ({ request, user, body }) => {
    if (!perAccount.take(user.id)) return refuse("too-many-bookings");
    const db = await getDb();
    // Keys the owner pasted in the console decide whether a deposit is asked (decision 0045).
    await refreshIntegrations(db);
    const visitor = await visitorId(request.headers);
    const touches = await touchesForRequest(db, request.headers, visitor);
    const offer = await heldOffer(request.headers, db, new Date());
    // A service that asks a deposit or a card first (decision 0045): Stripe's page, then the webhook books.
    const first = await startBookingCheckout(
      db,
      configuredGateway(),
      user.id,
      body,
      { visitorId: visitor, touches, offer, limitsOff: !env.BOOKING_LIMITS },
      env.SITE_URL,
      new Date(),
    );
    if (!first.ok && first.reason === "price-changed" && first.priceCents !== undefined)
      return failure(409, "price-changed", priceChangedMessage(first.shownCents ?? 0, first.priceCents));
    if (!first.ok) return first;
    if (first.checkout) return Response.json({ ok: true, checkout: first.checkout }, { status: 201 });
    const result = await createBooking(db, user.id, body, {
      now: new Date(),
      visitorId: visitor,
      touches,
      offer,
      // One visit per day, 4 upcoming, 1 until the email is verified (off only for e2e servers).
      limits: env.BOOKING_LIMITS ? undefined : "off",
    });
    if (!result.ok && result.reason === "price-changed" && result.priceCents !== undefined)
      return failure(409, "price-changed", priceChangedMessage(result.shownCents ?? 0, result.priceCents));
    if (!result.ok) return result;
    return Response.json({ ok: true, booking: result.booking }, { status: result.duplicate ? 200 : 201 });
  },
);
