import "server-only";
import {
  INTEGRATION_FIELD_NAMES,
  INTEGRATION_FIELDS,
  type IntegrationField,
  STRIPE_WEBHOOK_EVENTS,
  STRIPE_WEBHOOK_PATH,
  shownValue,
  TWILIO_INBOUND_PATH,
} from "@/domain/integrations/keys";
import type { Reader } from "@/server/db/client";
import { env } from "@/server/env";
import { effectiveIntegrations, integrationChanges, type Source, storedIntegrations } from "./integration-settings";
import { stripeConfigOf, twilioConfigOf } from "./live-clients";

export interface FieldView {
  field: IntegrationField;
  label: string;
  envName: string;
  /** Where the value in use comes from. */
  source: Source;
  /** What may be shown of it: a secret's last four, a plain value whole; null when unset. */
  shown: string | null;
  /** The owner's saved value, when an environment variable overrides it. */
  savedShown: string | null;
  updatedAt: string | null;
  updatedBy: string | null;
}

export interface IntegrationsView {
  fields: Record<IntegrationField, FieldView>;
  paymentsOn: boolean;
  textsOn: boolean;
  webhookUrl: string;
  webhookEvents: readonly string[];
  inboundUrl: string;
  changes: {
    setting: string;
    label: string;
    action: string;
    shown: string | null;
    changedAt: string;
    changedBy: string | null;
  }[];
}

/**
 * Everything the settings page shows, and nothing it must not: no secret leaves this function
 * but as its last four characters (the page's HTML and JSON are tested for it).
 */
export async function integrationsView(db: Reader): Promise<IntegrationsView> {
  const stored = await storedIntegrations(db);
  const effective = effectiveIntegrations(stored);
  const fields = {} as Record<IntegrationField, FieldView>;
  for (const field of INTEGRATION_FIELD_NAMES) {
    const e = effective[field];
    const row = stored[field];
    fields[field] = {
      field,
      label: INTEGRATION_FIELDS[field].label,
      envName: INTEGRATION_FIELDS[field].env,
      source: e.source,
      shown: e.source === "environment" && e.value ? shownValue(field, e.value) : (row?.shown ?? null),
      savedShown: e.source === "environment" ? (row?.shown ?? null) : null,
      updatedAt: row?.updatedAt.toISOString() ?? null,
      updatedBy: row?.updatedBy ?? null,
    };
  }
  const changes = (await integrationChanges(db)).map((c) => ({
    ...c,
    label: INTEGRATION_FIELDS[c.setting as IntegrationField]?.label ?? c.setting,
    changedAt: c.changedAt.toISOString(),
  }));
  return {
    fields,
    paymentsOn: stripeConfigOf(effective) !== null,
    textsOn: twilioConfigOf(effective) !== null,
    webhookUrl: new URL(STRIPE_WEBHOOK_PATH, env.SITE_URL).toString(),
    webhookEvents: STRIPE_WEBHOOK_EVENTS,
    inboundUrl: new URL(TWILIO_INBOUND_PATH, env.SITE_URL).toString(),
    changes,
  };
}
