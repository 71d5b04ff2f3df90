import "server-only";
import type Stripe from "stripe";
import { STRIPE_WEBHOOK_EVENTS, STRIPE_WEBHOOK_PATH } from "@/domain/integrations/keys";
import type { Reader } from "@/server/db/client";
import { env } from "@/server/env";
import { stripeClient } from "@/server/payments/stripe-gateway";
import { effectiveIntegrations, storedIntegrations } from "./integration-settings";
import { stripeConfigOf } from "./live-clients";

export type ConnectionCheck = { ok: boolean; sentence: string };

type Probe = { right: string; call: (s: Stripe) => Promise<unknown> };

// A restricted key may lack any right the payment steps use. The writes are probed with empty
// requests: Stripe checks a key's rights before the parameters, so a key with the right gets a
// 400 for the missing parameters and makes nothing, one without it a 403.
const WRITES: Probe[] = [
  {
    right: "Checkout Sessions: Write",
    call: (s) => s.checkout.sessions.create({} as Stripe.Checkout.SessionCreateParams),
  },
  { right: "Refunds: Write", call: (s) => s.refunds.create({}) },
];
const READS: Probe[] = [{ right: "PaymentIntents: Read", call: (s) => s.paymentIntents.list({ limit: 1 }) }];

const status = (error: unknown) => (error as { statusCode?: number }).statusCode ?? null;
const type = (error: unknown) => (error as { type?: string }).type ?? "";

/** Whether a probe's answer means the key may do it: anything but 401 or 403 came past the rights check. */
async function allowed(stripe: Stripe, probe: Probe): Promise<"yes" | "no" | Error> {
  try {
    await probe.call(stripe);
    return "yes";
  } catch (error) {
    if (status(error) === 403 || type(error) === "StripePermissionError") return "no";
    if (status(error) === 400 || status(error) === 404) return "yes";
    return error as Error;
  }
}

function failed(error: Error): ConnectionCheck {
  if (status(error) === 401 || type(error) === "StripeAuthenticationError")
    return {
      ok: false,
      sentence:
        "Stripe does not accept this secret key: it was rolled, deleted or mistyped. Paste the current one from Developers → API keys.",
    };
  if (type(error) === "StripeConnectionError")
    return { ok: false, sentence: "Stripe did not answer in time. Nothing was changed; try again in a minute." };
  return { ok: false, sentence: `Stripe refused the check: ${error.message.slice(0, 200)}` };
}

/**
 * Calls Stripe with the key in use (environment or console) and says in a sentence what works:
 * the key, the rights a restricted key lacks, and whether this site's webhook is registered with
 * every event it needs. Nothing is created.
 */
export async function testStripeConnection(db: Reader): Promise<ConnectionCheck> {
  const config = stripeConfigOf(effectiveIntegrations(await storedIntegrations(db)));
  if (!config)
    return {
      ok: false,
      sentence: "Online payments are off: save both the secret key and the webhook signing secret first.",
    };
  const stripe = stripeClient(config, 0);
  const mode = /_live_/.test(config.secretKey) ? "live" : "test";
  const restricted = config.secretKey.startsWith("rk_");
  const missing: string[] = [];
  for (const probe of restricted ? [...WRITES, ...READS] : READS) {
    const answer = await allowed(stripe, probe);
    if (answer instanceof Error) return failed(answer);
    if (answer === "no") missing.push(probe.right);
  }
  if (missing.length > 0)
    return {
      ok: false,
      sentence: `Stripe accepts this restricted key, but it lacks ${missing.join(", ")}: customers could not pay or be refunded. Give it those rights in Developers → API keys, or use the secret key.`,
    };
  const works = `Stripe accepts this ${mode}-mode ${restricted ? "restricted" : "secret"} key: it can open Checkout pages, refund and read payments.`;
  const hookUrl = new URL(STRIPE_WEBHOOK_PATH, env.SITE_URL).toString();
  let endpoints: Stripe.WebhookEndpoint[];
  try {
    endpoints = (await stripe.webhookEndpoints.list({ limit: 100 })).data;
  } catch (error) {
    if (status(error) === 403)
      return {
        ok: true,
        sentence: `${works} The key may not read webhook endpoints, so check in Stripe that ${hookUrl} is added.`,
      };
    return failed(error as Error);
  }
  const hook = endpoints.find((e) => e.url === hookUrl && e.status !== "disabled");
  if (!hook)
    return {
      ok: false,
      sentence: `${works} But no webhook in this ${mode}-mode account posts to ${hookUrl}: add it with the events below, or no payment will be marked paid.`,
    };
  const events = new Set(hook.enabled_events);
  const lacking = events.has("*") ? [] : STRIPE_WEBHOOK_EVENTS.filter((e) => !events.has(e));
  if (lacking.length > 0)
    return {
      ok: false,
      sentence: `${works} The webhook to ${hookUrl} is added but lacks ${lacking.join(", ")}: add them to the endpoint.`,
    };
  return { ok: true, sentence: `${works} The webhook to ${hookUrl} is added with every event it needs.` };
}
