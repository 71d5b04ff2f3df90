import { getDb } from "@/server/db/client";
import { confirmBookingCheckout } from "@/server/deposits/paid-first";
import { env } from "@/server/env";
import { handle } from "@/server/http/handle";
import { failure, readCapped } from "@/server/http/json";
import { refreshIntegrations } from "@/server/integrations/live-clients";
import { logger } from "@/server/logger";
import { processStripeEvent } from "@/server/payments/process-stripe-event";
import { configuredGateway } from "@/server/payments/stripe-gateway";
import { renewMemberships } from "@/server/plans/renew-memberships";

/** Stripe's events are a few KB; anything far larger is not one. */
const MAX_EVENT_BYTES = 512 * 1024;

// Stripe's webhook: the body is read as the exact bytes Stripe signed, checked with the SDK, then
// processed once. A 2xx tells Stripe to stop retrying, so it is sent only after the event is
// stored with what it changed; anything thrown answers 5xx and Stripe tries again.
export const POST = handle(
  { failure: "The event could not be processed just now.", body: "signed" },
  async (request) => {
    const db = await getDb();
    // The webhook secret the owner saved in the console counts from the moment it is saved.
    await refreshIntegrations(db);
    const gateway = configuredGateway();
    if (!gateway) return failure(404, "not-found", "Online payments are not set up on this site.");
    const payload = await readCapped(request, MAX_EVENT_BYTES);
    if (payload === "too-large" || payload === "unreadable")
      return failure(400, "invalid-input", "Not a Stripe event.");
    // One clock for the signature's age and for what the event books.
    const now = new Date();
    const event = gateway.verifyEvent(payload, request.headers.get("stripe-signature"), now);
    if (!event)
      return failure(400, "invalid-input", "The signature does not match this site's webhook secret, or is too old.");
    const outcome = await processStripeEvent(db, event, now, gateway);
    // A plan's card just saved: its first (or declined) period is charged now, not at the next
    // sweep. Claimed like any run's charge; a failure waits for the sweep.
    if (outcome === "card-saved")
      await renewMemberships(db, gateway, now, { origin: env.SITE_URL, ownerEmail: env.BUSINESS_EMAIL }).catch(
        (error) => logger.error({ err: error }, "plan charge after a saved card failed; the sweep tries again"),
      );
    // A booking's deposit paid or card saved (decision 0045): booked now, or refused and refunded.
    // A failure here leaves the checkout paid; the sweep books it (the same key, once).
    const checkoutId = (event.data.object as { metadata?: Record<string, string> | null }).metadata
      ?.booking_checkout_id;
    if (outcome === "booking-checkout-paid" && checkoutId)
      await confirmBookingCheckout(db, gateway, checkoutId, {
        now,
        origin: env.SITE_URL,
      }).catch((error) => logger.error({ err: error }, "booking after a paid deposit failed; the sweep tries again"));
    return Response.json({ ok: true, received: event.id, outcome });
  },
);
