// What the owner pasted into each field of /admin/settings/payments, judged by its shape before
// anything is stored or sent: Stripe and Twilio give every kind of credential its own prefix, so a
// publishable key, a webhook secret in the key field or an API key SID in the account field can
// each be named in a sentence instead of failing later as "invalid API key".

export const STRIPE_WEBHOOK_PATH = "/api/stripe/webhook";
export const TWILIO_INBOUND_PATH = "/api/sms/inbound";

/** The events the webhook route acts on (src/server/payments/process-stripe-event.ts). */
export const STRIPE_WEBHOOK_EVENTS = [
  "checkout.session.completed",
  "checkout.session.async_payment_succeeded",
  "payment_intent.succeeded",
  "payment_intent.payment_failed",
  "charge.refunded",
  "refund.created",
  "refund.updated",
] as const;

/** The fields the owner may set; the names of the environment variables that win over each. */
export const INTEGRATION_FIELDS = {
  stripeSecretKey: { env: "STRIPE_SECRET_KEY", secret: true, label: "Stripe secret key" },
  stripeWebhookSecret: { env: "STRIPE_WEBHOOK_SECRET", secret: true, label: "Stripe webhook signing secret" },
  twilioAccountSid: { env: "TWILIO_ACCOUNT_SID", secret: false, label: "Twilio account SID" },
  twilioAuthToken: { env: "TWILIO_AUTH_TOKEN", secret: true, label: "Twilio auth token" },
  twilioFromNumber: { env: "TWILIO_FROM_NUMBER", secret: false, label: "Sending number" },
  twilioMessagingServiceSid: {
    env: "TWILIO_MESSAGING_SERVICE_SID",
    secret: false,
    label: "Messaging service SID",
  },
} as const;

export type IntegrationField = keyof typeof INTEGRATION_FIELDS;
export const INTEGRATION_FIELD_NAMES = Object.keys(INTEGRATION_FIELDS) as IntegrationField[];

/** Longest value any field takes (Stripe's keys run to about 110 characters today). */
export const MAX_CREDENTIAL_LENGTH = 300;

export type KeyVerdict = { ok: true; value: string; mode?: "test" | "live" } | { ok: false; message: string };

const refuse = (message: string): KeyVerdict => ({ ok: false, message });

/** What a pasted value is, whatever field it was pasted in: for the sentence when it is the wrong one. */
function kindOf(v: string): string | null {
  if (/^pk_(test|live)_/.test(v)) return "a publishable key (pk_…), the one a browser uses";
  if (/^whsec_/.test(v)) return "a webhook signing secret (whsec_…)";
  if (/^sk_(test|live)_/.test(v)) return "a Stripe secret key (sk_…)";
  if (/^rk_(test|live)_/.test(v)) return "a Stripe restricted key (rk_…)";
  if (/^AC[0-9a-fA-F]{32}$/.test(v)) return "a Twilio account SID (AC…)";
  if (/^SK[0-9a-fA-F]{32}$/.test(v)) return "a Twilio API key SID (SK…)";
  if (/^MG[0-9a-fA-F]{32}$/.test(v)) return "a Twilio messaging service SID (MG…)";
  if (/^PN[0-9a-fA-F]{32}$/.test(v)) return "a Twilio phone number SID (PN…), not the number itself";
  return null;
}

/**
 * The value of one field, trimmed, or the sentence that says what is wrong with it. Pasted values
 * often carry a space or a line break at an end; one inside is a second value pasted with it.
 */
export function judgeCredential(field: IntegrationField, raw: string): KeyVerdict {
  const v = raw.trim();
  if (v === "") return refuse("Paste the value, or use Remove to take the saved one away.");
  if (v.length > MAX_CREDENTIAL_LENGTH) return refuse(`That is longer than any ${INTEGRATION_FIELDS[field].label}.`);
  if (/\s/.test(v) && field !== "twilioFromNumber")
    return refuse("That has a space or a line break inside it: paste the one value alone.");
  const kind = kindOf(v);
  const wrong = (expected: string) => refuse(`That is ${kind ?? "not a value of this kind"}. ${expected}`);
  switch (field) {
    case "stripeSecretKey": {
      const m = /^(sk|rk)_(test|live)_[A-Za-z0-9_]{8,}$/.exec(v);
      if (m) return { ok: true, value: v, mode: m[2] as "test" | "live" };
      if (kind?.startsWith("a publishable"))
        return refuse(
          "That is the publishable key (pk_…), which is safe to show in a browser and cannot take payments or refund. Paste the secret key (sk_…) from Developers → API keys.",
        );
      if (kind?.startsWith("a webhook"))
        return refuse(
          "That is the webhook signing secret (whsec_…): paste it in the webhook signing secret field below, and the secret key (sk_…) here.",
        );
      return wrong("Paste the secret key from Stripe's Developers → API keys; it starts with sk_test_ or sk_live_.");
    }
    case "stripeWebhookSecret":
      if (/^whsec_[A-Za-z0-9_]{8,}$/.test(v)) return { ok: true, value: v };
      if (kind && /^a Stripe (secret|restricted)/.test(kind))
        return refuse(
          `That is ${kind}: it belongs in the secret key field above. The signing secret is on the webhook's own page in Stripe (Developers → Webhooks) and starts with whsec_.`,
        );
      return wrong(
        "The signing secret is on the webhook's page in Stripe (Developers → Webhooks); it starts with whsec_.",
      );
    case "twilioAccountSid":
      if (/^AC[0-9a-fA-F]{32}$/.test(v)) return { ok: true, value: v };
      if (/^[0-9a-fA-F]{32}$/.test(v))
        return refuse(
          "That looks like the auth token: it belongs in the auth token field. The account SID starts with AC.",
        );
      return wrong("The account SID is on the Twilio console's home page; it is AC followed by 32 letters and digits.");
    case "twilioAuthToken":
      if (/^[0-9a-fA-F]{32}$/.test(v)) return { ok: true, value: v };
      if (kind)
        return wrong(
          "The auth token is beside the account SID on the Twilio console's home page: 32 letters and digits.",
        );
      return refuse(
        "An auth token is 32 letters (a to f) and digits, shown beside the account SID in the Twilio console.",
      );
    case "twilioFromNumber": {
      const digits = v.replace(/[\s()\-.]/g, "");
      const e164 = /^\+1\d{10}$/.test(digits) ? digits : /^1?\d{10}$/.test(digits) ? `+1${digits.slice(-10)}` : null;
      if (e164) return { ok: true, value: e164 };
      if (kind) return wrong("Paste the number itself, such as +14155550134.");
      return refuse("A sending number is a US number, such as +14155550134.");
    }
    case "twilioMessagingServiceSid":
      if (/^MG[0-9a-fA-F]{32}$/.test(v)) return { ok: true, value: v };
      return wrong("A messaging service SID starts with MG (Messaging → Services in the Twilio console).");
  }
}

/** What a page may show of a saved value: a secret's last four characters, a plain value whole. */
export function shownValue(field: IntegrationField, value: string): string {
  return INTEGRATION_FIELDS[field].secret ? `…${value.slice(-4)}` : value;
}
