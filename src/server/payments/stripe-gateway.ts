import "server-only";
import Stripe from "stripe";
import { env } from "@/server/env";
import { type BookingCheckoutRequest, bookingCheckout, chargeSaved, type SavedCardCharge } from "./stripe-booking";

export type { BookingCheckoutRequest, SavedCardCharge };

/** Seconds Stripe's API has to answer before a payment step gives up (and says so). */
const TIMEOUT_MS = 10_000;

/**
 * Seconds a webhook signature stays good (Stripe's own default). Stripe retries a failed delivery
 * with a fresh signature, so an older one is a replay: without this window only the processed-events
 * table stops it, and a database restored from before the event would book the payment again.
 */
export const SIGNATURE_TOLERANCE_S = 300;

export interface CheckoutRequest {
  invoiceId: string;
  invoiceNumber: string;
  amountCents: number;
  currency: string;
  customerEmail: string;
  successUrl: string;
  cancelUrl: string;
}

export interface CreatedCheckout {
  id: string;
  url: string | null;
  amountCents: number;
  currency: string;
}

/** A saved card charged by the server (a plan's renewal): taken, or refused with Stripe's reason. */
export type OffSessionCharge =
  | { ok: true; paymentIntentId: string; amountCents: number; currency: string }
  | { ok: false; declineCode: string; paymentIntentId: string | null };

export interface OffSessionRequest {
  stripeCustomerId: string;
  paymentMethodId: string;
  amountCents: number;
  currency: string;
  membershipId: string;
  periodKey: string;
  description: string;
}

export type GatewayRefusal = { ok: false; reason: "payment-provider-error"; message: string };

/**
 * What the payment steps need of Stripe, and nothing more: a hosted Checkout page, a refund, the
 * fee of a payment, and the signature check on a webhook. The SDK does the calls; tests point it at a local server.
 */
export interface PaymentGateway {
  createCheckout(request: CheckoutRequest, idempotencyKey: string): Promise<CreatedCheckout>;
  refund(
    request: { paymentIntentId: string; amountCents: number; refundId: string },
    idempotencyKey: string,
  ): Promise<{ id: string; status: string | null }>;
  /** A Stripe Customer a card is saved to (a plan's member). */
  createCustomer(
    request: { email: string; name: string; membershipId?: string; bookingCheckoutId?: string },
    idempotencyKey: string,
  ): Promise<{ id: string }>;
  /** Stripe's page for a booking's deposit or saved card (decision 0045). */
  createBookingCheckout(
    request: BookingCheckoutRequest,
    idempotencyKey: string,
  ): Promise<{ id: string; url: string | null }>;
  /** A saved card charged with nobody present for a booking (a no-show fee): as `chargeOffSession`. */
  chargeSavedCard(request: SavedCardCharge, idempotencyKey: string): Promise<OffSessionCharge>;
  /**
   * A Checkout page in setup mode: the customer types the card on Stripe's page, Stripe saves it to
   * the Customer, and `setup_intent.succeeded` (carrying the membership id) tells the webhook which.
   */
  createSetupCheckout(
    request: { stripeCustomerId: string; membershipId: string; successUrl: string; cancelUrl: string },
    idempotencyKey: string,
  ): Promise<{ id: string; url: string | null }>;
  /**
   * Charges a saved card with nobody present. A decline (or a bank asking for authentication) is an
   * answer, not an error; anything else (no answer, a 5xx) throws and the run tries again later.
   */
  chargeOffSession(request: OffSessionRequest, idempotencyKey: string): Promise<OffSessionCharge>;
  /**
   * Stripe's fee on a PaymentIntent's charge, in cents, from the charge's balance transaction; null
   * when Stripe does not (yet) report one or reports it in another currency.
   */
  paymentFee(paymentIntentId: string, currency: string): Promise<number | null>;
  /**
   * The event, when the payload carries a valid signature of our webhook secret made at most
   * `SIGNATURE_TOLERANCE_S` before `now`; else null.
   */
  verifyEvent(payload: string, signature: string | null, now: Date): Stripe.Event | null;
}

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  /** Another server speaking Stripe's API (the tests' fake); unset: api.stripe.com. */
  apiUrl?: string;
}

/** The SDK's client for a key, with the gateway's timeout, pointed at `apiUrl` when set. */
export function stripeClient(config: Pick<StripeConfig, "secretKey" | "apiUrl">, retries = 2): Stripe {
  const api = config.apiUrl ? new URL(config.apiUrl) : null;
  return new Stripe(config.secretKey, {
    timeout: TIMEOUT_MS,
    maxNetworkRetries: retries,
    telemetry: false,
    ...(api
      ? {
          host: api.hostname,
          port: api.port || (api.protocol === "https:" ? 443 : 80),
          protocol: api.protocol === "https:" ? ("https" as const) : ("http" as const),
        }
      : {}),
  });
}

export function stripeGateway(config: StripeConfig): PaymentGateway {
  const stripe = stripeClient(config);
  return {
    async createCheckout(request, idempotencyKey) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: "payment",
          // The amount is our invoice's total; Stripe shows it, we never read it back as the truth.
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: request.currency,
                unit_amount: request.amountCents,
                product_data: { name: `Invoice ${request.invoiceNumber}` },
              },
            },
          ],
          client_reference_id: request.invoiceId,
          customer_email: request.customerEmail,
          metadata: { invoice_id: request.invoiceId, invoice_number: request.invoiceNumber },
          payment_intent_data: {
            metadata: { invoice_id: request.invoiceId, invoice_number: request.invoiceNumber },
          },
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
        },
        { idempotencyKey },
      );
      return {
        id: session.id,
        url: session.url,
        amountCents: session.amount_total ?? request.amountCents,
        currency: session.currency ?? request.currency,
      };
    },
    async createCustomer(request, idempotencyKey) {
      const customer = await stripe.customers.create(
        {
          email: request.email,
          name: request.name,
          metadata: request.bookingCheckoutId
            ? { booking_checkout_id: request.bookingCheckoutId }
            : { membership_id: request.membershipId ?? "" },
        },
        { idempotencyKey },
      );
      return { id: customer.id };
    },
    async createSetupCheckout(request, idempotencyKey) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: "setup",
          currency: "usd",
          customer: request.stripeCustomerId,
          client_reference_id: request.membershipId,
          metadata: { membership_id: request.membershipId },
          setup_intent_data: { metadata: { membership_id: request.membershipId } },
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
        },
        { idempotencyKey },
      );
      return { id: session.id, url: session.url };
    },
    chargeOffSession(request, idempotencyKey) {
      return chargeSaved(
        stripe,
        {
          ...request,
          metadata: { membership_id: request.membershipId, period_key: request.periodKey },
        },
        idempotencyKey,
      );
    },
    chargeSavedCard(request, idempotencyKey) {
      return chargeSaved(stripe, request, idempotencyKey);
    },
    createBookingCheckout(request, idempotencyKey) {
      return bookingCheckout(stripe, request, idempotencyKey);
    },
    async refund(request, idempotencyKey) {
      const refund = await stripe.refunds.create(
        {
          payment_intent: request.paymentIntentId,
          amount: request.amountCents,
          metadata: { refund_id: request.refundId },
        },
        { idempotencyKey },
      );
      return { id: refund.id, status: refund.status };
    },
    async paymentFee(paymentIntentId, currency) {
      // Asked while Stripe waits for the webhook's answer: no retries, the gateway's timeout.
      const intent = await stripe.paymentIntents.retrieve(
        paymentIntentId,
        { expand: ["latest_charge.balance_transaction"] },
        { maxNetworkRetries: 0 },
      );
      const charge = typeof intent.latest_charge === "object" ? intent.latest_charge : null;
      const balance = typeof charge?.balance_transaction === "object" ? charge.balance_transaction : null;
      if (!balance || balance.currency !== currency || !Number.isSafeInteger(balance.fee)) return null;
      return balance.fee;
    },
    verifyEvent(payload, signature, now) {
      if (!signature) return null;
      try {
        // The SDK takes the tolerance in seconds but the time received in milliseconds (it divides
        // by 1000): seconds here put "received" in January 1970, so every signature looked signed
        // decades after it arrived and none ever expired.
        return stripe.webhooks.constructEvent(
          payload,
          signature,
          config.webhookSecret,
          SIGNATURE_TOLERANCE_S,
          undefined,
          now.getTime(),
        );
      } catch {
        return null;
      }
    },
  };
}

const registeredKey = Symbol.for("clearvent.payments.gateway");
type GlobalWithGateway = typeof globalThis & { [registeredKey]?: PaymentGateway | null };

/**
 * The gateway the owner's settings make (src/server/integrations/live-clients.ts), replacing the
 * one the environment alone makes; null: online payments off.
 */
export function registerGateway(gateway: PaymentGateway | null): void {
  (globalThis as GlobalWithGateway)[registeredKey] = gateway;
}

let fromEnv: PaymentGateway | null | undefined;

/** The gateway when both Stripe keys are set (environment or console), else null: the site takes payment on site only. */
export function configuredGateway(): PaymentGateway | null {
  const registered = (globalThis as GlobalWithGateway)[registeredKey];
  if (registered !== undefined) return registered;
  if (fromEnv !== undefined) return fromEnv;
  const { STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_API_URL } = env;
  fromEnv =
    STRIPE_SECRET_KEY && STRIPE_WEBHOOK_SECRET
      ? stripeGateway({ secretKey: STRIPE_SECRET_KEY, webhookSecret: STRIPE_WEBHOOK_SECRET, apiUrl: STRIPE_API_URL })
      : null;
  return fromEnv;
}

/** Whether "Pay now" exists on this install (said in /admin either way). */
export const onlinePaymentsEnabled = (): boolean => configuredGateway() !== null;
