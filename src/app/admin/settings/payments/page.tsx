import type { Metadata } from "next";
import { type FieldState, IntegrationsForm } from "@/components/admin/integrations-form";
import { site } from "@/content/site";
import { INTEGRATION_FIELDS, type IntegrationField } from "@/domain/integrations/keys";
import { formatLocalDateTimeShort } from "@/domain/time/local-time";
import { requireAdminPage } from "@/server/admin/require-admin";
import { getDb } from "@/server/db/client";
import type { FieldView } from "@/server/integrations/settings-view";
import { integrationsView } from "@/server/integrations/settings-view";

export const metadata: Metadata = { title: "Payments and texts", robots: { index: false } };

const HINTS: Record<IntegrationField, string> = {
  stripeSecretKey:
    "Stripe → Developers → API keys: the secret key, sk_test_… or sk_live_… (or a restricted key, rk_…).",
  stripeWebhookSecret: "On the webhook's page in Stripe, after adding it as below: the signing secret, whsec_….",
  twilioAccountSid: "On the Twilio console's home page: AC followed by 32 letters and digits.",
  twilioAuthToken: "Beside the account SID: 32 letters and digits.",
  twilioFromNumber: "The number texts come from, such as +14155550134. Or use a messaging service below.",
  twilioMessagingServiceSid: "Optional, instead of a number: Messaging → Services, MG…. It wins over the number.",
};

const when = (iso: string) => formatLocalDateTimeShort(new Date(iso), site.timeZone);

function stateOf(f: FieldView): FieldState {
  return {
    field: f.field,
    label: f.label,
    envName: f.envName,
    source: f.source,
    shown: f.shown,
    savedShown: f.savedShown,
    saved: f.updatedAt ? `${f.updatedBy ?? "someone"}, ${when(f.updatedAt)}` : null,
    hint: HINTS[f.field],
    secret: INTEGRATION_FIELDS[f.field].secret,
  };
}

/** The owner turns online payments and texts on, off, or to other keys, without a restart. */
export default async function PaymentSettingsPage() {
  await requireAdminPage("/admin/settings/payments");
  const view = await integrationsView(await getDb());
  const f = view.fields;
  return (
    <>
      <h1 className="font-bold text-3xl">Payments and texts</h1>
      <p className="mt-2 max-w-2xl text-slate-700">
        Paste your Stripe and Twilio keys here: they are used at once, without a restart. Secrets are stored encrypted
        and shown only by their last four characters. A setting also made as an environment variable on the server uses
        the environment variable, as each field says.
      </p>

      <section aria-labelledby="stripe" className="mt-8 border-slate-200 border-t pt-6">
        <h2 id="stripe" className="font-semibold text-2xl">
          Online payments (Stripe)
        </h2>
        <p className="mt-1 text-sm" data-testid="payments-status">
          {view.paymentsOn
            ? "Online payments are on: invoices carry Pay now."
            : "Online payments are off: customers pay the crew on site."}
        </p>
        <ol className="mt-3 max-w-2xl list-decimal space-y-2 pl-5 text-sm">
          <li>
            In Stripe (start in test mode), Developers → API keys: copy the secret key into the first field below.
          </li>
          <li>
            Developers → Webhooks → Add endpoint, with this URL:{" "}
            <code className="break-all rounded bg-slate-100 px-1" data-testid="webhook-url">
              {view.webhookUrl}
            </code>{" "}
            and these events:
            <ul className="mt-1 list-disc pl-5 font-mono text-xs" data-testid="webhook-events">
              {view.webhookEvents.map((e) => (
                <li key={e}>{e}</li>
              ))}
            </ul>
          </li>
          <li>Copy the endpoint's signing secret into the second field, save, then test the connection.</li>
        </ol>
        <IntegrationsForm
          title="Stripe"
          fields={[stateOf(f.stripeSecretKey), stateOf(f.stripeWebhookSecret)]}
          testLabel="Test the connection"
          testUrl="/api/admin/settings/payments/test-stripe"
        />
      </section>

      <section aria-labelledby="twilio" className="mt-10 border-slate-200 border-t pt-6">
        <h2 id="twilio" className="font-semibold text-2xl">
          Texts (Twilio)
        </h2>
        <p className="mt-1 text-sm" data-testid="texts-settings-status">
          {view.textsOn
            ? "Texts are on: customers who proved their number get their visit texts."
            : "Texts are off: no text is sent, and customers are not offered them."}
        </p>
        <p className="mt-3 max-w-2xl text-sm">
          For replies (STOP, HELP, questions), set the number's or messaging service's “A message comes in” webhook to{" "}
          <code className="break-all rounded bg-slate-100 px-1" data-testid="inbound-url">
            {view.inboundUrl}
          </code>{" "}
          (HTTP POST). Before texts reach US phones, the sender needs A2P 10DLC registration in Twilio (see
          docs/configuration.md).
        </p>
        <IntegrationsForm
          title="Twilio"
          fields={[
            stateOf(f.twilioAccountSid),
            stateOf(f.twilioAuthToken),
            stateOf(f.twilioFromNumber),
            stateOf(f.twilioMessagingServiceSid),
          ]}
          testLabel="Send me a test text"
          testUrl="/api/admin/settings/payments/test-text"
        />
      </section>

      <section aria-labelledby="changes" className="mt-10 border-slate-200 border-t pt-6">
        <h2 id="changes" className="font-semibold text-xl">
          Changes
        </h2>
        {view.changes.length === 0 ? (
          <p className="mt-1 text-slate-700 text-sm">No change made here yet.</p>
        ) : (
          <ul className="mt-2 space-y-1 text-sm" data-testid="settings-changes">
            {view.changes.map((c) => (
              <li key={`${c.setting}-${c.changedAt}-${c.action}`}>
                {when(c.changedAt)}: {c.changedBy ?? "someone"} {c.action === "set" ? "set" : "removed"} the {c.label}
                {c.action === "set" && c.shown ? ` (${c.shown})` : ""}.
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
