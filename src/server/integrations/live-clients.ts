import "server-only";
import { createHash } from "node:crypto";
import type { Reader } from "@/server/db/client";
import { env } from "@/server/env";
import { registerGateway, type StripeConfig, stripeGateway } from "@/server/payments/stripe-gateway";
import { registerTextSender } from "@/server/sms/sender";
import { type TwilioSettings, twilioSender } from "@/server/sms/twilio-sender";
import { type Effective, effectiveIntegrations, storedIntegrations } from "./integration-settings";

// The payment and text clients follow the owner's settings without a restart. Most readers are
// synchronous (`onlinePaymentsEnabled()`, `textsOn()`, called while a page renders or inside a
// transaction), so they read clients built here; this module rebuilds them from the database at
// use time: before each Stripe or Twilio call a route makes and at every outbox sweep, at most
// once per TTL, and at once in the process where the owner saved. Another server follows within
// the TTL. A client is replaced only when its settings changed.

/** How old the settings a payment or a text is made with may be on a server the owner did not save on. */
export const SETTINGS_TTL_MS = 15_000;

export function stripeConfigOf(e: Effective): StripeConfig | null {
  const secretKey = e.stripeSecretKey.value;
  const webhookSecret = e.stripeWebhookSecret.value;
  if (!secretKey || !webhookSecret) return null;
  return { secretKey, webhookSecret, ...(env.STRIPE_API_URL ? { apiUrl: env.STRIPE_API_URL } : {}) };
}

export function twilioConfigOf(e: Effective): TwilioSettings | null {
  const accountSid = e.twilioAccountSid.value;
  const authToken = e.twilioAuthToken.value;
  const from = e.twilioFromNumber.value;
  const messagingServiceSid = e.twilioMessagingServiceSid.value;
  if (!accountSid || !authToken || !(from || messagingServiceSid)) return null;
  return {
    accountSid,
    authToken,
    ...(from ? { from } : {}),
    ...(messagingServiceSid ? { messagingServiceSid } : {}),
    ...(env.TWILIO_API_BASE ? { apiBase: env.TWILIO_API_BASE } : {}),
  };
}

/** Names a configuration without keeping it: equal settings, equal print. */
const print = (config: object | null) =>
  config ? createHash("sha256").update(JSON.stringify(config)).digest("base64url") : "off";

interface State {
  loadedAt: number;
  stripe: string;
  twilio: string;
  loading: Promise<void> | null;
}

const stateKey = Symbol.for("clearvent.integrations.state");
function state(): State {
  const g = globalThis as typeof globalThis & { [stateKey]?: State };
  // Before the first load, the clients are the ones the environment alone makes (registered at
  // server start), so a load that finds no rows changes nothing.
  g[stateKey] ??= {
    loadedAt: Number.NEGATIVE_INFINITY,
    stripe: print(stripeConfigOf(effectiveIntegrations({}))),
    twilio: print(twilioConfigOf(effectiveIntegrations({}))),
    loading: null,
  };
  return g[stateKey];
}

/** Rebuilds the clients when the settings changed; reads the database at most once per TTL unless forced. */
export async function refreshIntegrations(db: Reader, now = new Date(), options: { force?: boolean } = {}) {
  const s = state();
  if (!options.force && now.getTime() - s.loadedAt < SETTINGS_TTL_MS) return;
  if (s.loading && !options.force) return s.loading;
  const loading = (async () => {
    const effective = effectiveIntegrations(await storedIntegrations(db));
    const stripe = stripeConfigOf(effective);
    const stripePrint = print(stripe);
    if (stripePrint !== s.stripe) {
      registerGateway(stripe ? stripeGateway(stripe) : null);
      s.stripe = stripePrint;
    }
    const twilio = twilioConfigOf(effective);
    const twilioPrint = print(twilio);
    if (twilioPrint !== s.twilio) {
      registerTextSender(twilio ? twilioSender(twilio) : undefined);
      s.twilio = twilioPrint;
    }
    s.loadedAt = now.getTime();
  })();
  s.loading = loading;
  try {
    await loading;
  } finally {
    if (s.loading === loading) s.loading = null;
  }
}
