import "server-only";
import Stripe from "stripe";
import type { OffSessionCharge } from "./stripe-gateway";

// The Stripe calls of a booking that asks money first (decision 0045), beside the gateway's own.

/** A saved card charged by the server for another reason than a plan (a no-show fee), with its own metadata. */
export interface SavedCardCharge {
  stripeCustomerId: string;
  paymentMethodId: string;
  amountCents: number;
  currency: string;
  description: string;
  metadata: Record<string, string>;
}

/**
 * Stripe's page for a booking that asks money first (decision 0045): `payment` takes the deposit,
 * `setup` saves a card to the Customer for a later no-show fee. Our checkout id rides in the
 * metadata of the session and of its PaymentIntent or SetupIntent, which is how the webhook finds it.
 */
export interface BookingCheckoutRequest {
  checkoutId: string;
  mode: "payment" | "setup";
  amountCents: number;
  currency: string;
  description: string;
  customerEmail: string;
  stripeCustomerId: string | null;
  successUrl: string;
  cancelUrl: string;
}

/** An off-session charge of a saved card: a decline (or a bank asking for the customer) is an answer, not an error. */
export async function chargeSaved(
  stripe: Stripe,
  request: SavedCardCharge,
  idempotencyKey: string,
): Promise<OffSessionCharge> {
  try {
    const intent = await stripe.paymentIntents.create(
      {
        amount: request.amountCents,
        currency: request.currency,
        customer: request.stripeCustomerId,
        payment_method: request.paymentMethodId,
        off_session: true,
        confirm: true,
        description: request.description,
        metadata: request.metadata,
      },
      { idempotencyKey },
    );
    if (intent.status === "succeeded")
      return { ok: true, paymentIntentId: intent.id, amountCents: intent.amount, currency: intent.currency };
    // requires_action and the rest: the bank wants the customer present.
    return { ok: false, declineCode: intent.status, paymentIntentId: intent.id };
  } catch (error) {
    if (error instanceof Stripe.errors.StripeCardError) {
      const raw = error.raw as { payment_intent?: { id?: string } } | undefined;
      return {
        ok: false,
        declineCode: error.decline_code ?? error.code ?? "card_declined",
        paymentIntentId: raw?.payment_intent?.id ?? null,
      };
    }
    throw error;
  }
}

/** Stripe's page for a deposit (payment mode) or a card saved for a no-show fee (setup mode). */
export async function bookingCheckout(
  stripe: Stripe,
  request: BookingCheckoutRequest,
  idempotencyKey: string,
): Promise<{ id: string; url: string | null }> {
  const metadata = { booking_checkout_id: request.checkoutId };
  const common = {
    client_reference_id: request.checkoutId,
    metadata,
    success_url: request.successUrl,
    cancel_url: request.cancelUrl,
  };
  const session =
    request.mode === "setup"
      ? await stripe.checkout.sessions.create(
          {
            ...common,
            mode: "setup",
            currency: request.currency,
            customer: request.stripeCustomerId ?? undefined,
            setup_intent_data: { metadata, description: request.description },
          },
          { idempotencyKey },
        )
      : await stripe.checkout.sessions.create(
          {
            ...common,
            mode: "payment",
            customer_email: request.customerEmail,
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: request.currency,
                  unit_amount: request.amountCents,
                  product_data: { name: request.description },
                },
              },
            ],
            payment_intent_data: { metadata },
          },
          { idempotencyKey },
        );
  return { id: session.id, url: session.url };
}
