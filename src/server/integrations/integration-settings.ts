import "server-only";
import { desc, eq } from "drizzle-orm";
import {
  INTEGRATION_FIELD_NAMES,
  INTEGRATION_FIELDS,
  type IntegrationField,
  judgeCredential,
  shownValue,
} from "@/domain/integrations/keys";
import type { Db, Reader } from "@/server/db/client";
import { integrationSettings, settingsChanges, user } from "@/server/db/schema";
import { type Env, env } from "@/server/env";
import { openSecret, sealSecret } from "./secret-box";

const DEVELOPMENT_ONLY = "development-only-integration-secret-not-for-production";

/**
 * The secret the sealing key is derived from: the server's own (set in production; `npm start`
 * generates one into DATA_DIR). Development and tests without one use a fixed value, so their
 * rows still round-trip; such rows are worthless anywhere else.
 */
export function serverSecret(e: Pick<Env, "BETTER_AUTH_SECRET" | "NODE_ENV"> = env): string {
  if (e.BETTER_AUTH_SECRET) return e.BETTER_AUTH_SECRET;
  if (e.NODE_ENV === "production") throw new Error("BETTER_AUTH_SECRET is needed to keep payment and text secrets");
  return DEVELOPMENT_ONLY;
}

export type Source = "environment" | "console" | "unreadable" | null;

export interface StoredField {
  /** The value in clear: server memory only, never handed to a page. */
  value: string | null;
  shown: string;
  updatedAt: Date;
  updatedBy: string | null;
}

/** The owner's rows, opened. A row that does not open (another server secret) has value null. */
export async function storedIntegrations(db: Reader): Promise<Partial<Record<IntegrationField, StoredField>>> {
  const rows = await db
    .select({
      field: integrationSettings.field,
      value: integrationSettings.value,
      sealed: integrationSettings.sealed,
      shown: integrationSettings.shown,
      updatedAt: integrationSettings.updatedAt,
      updatedBy: user.name,
    })
    .from(integrationSettings)
    .leftJoin(user, eq(user.id, integrationSettings.updatedBy));
  const out: Partial<Record<IntegrationField, StoredField>> = {};
  for (const row of rows) {
    const field = row.field as IntegrationField;
    if (!(field in INTEGRATION_FIELDS)) continue;
    out[field] = {
      value: row.sealed ? openSecret(row.value, field, serverSecret()) : row.value,
      shown: row.shown,
      updatedAt: row.updatedAt,
      updatedBy: row.updatedBy,
    };
  }
  return out;
}

export interface EffectiveField {
  value: string | null;
  source: Source;
}

export type Effective = Record<IntegrationField, EffectiveField>;

/** Each field's value in use: its environment variable where set, else the owner's row. */
export function effectiveIntegrations(
  stored: Partial<Record<IntegrationField, StoredField>>,
  e: Pick<Env, (typeof INTEGRATION_FIELDS)[IntegrationField]["env"]> = env,
): Effective {
  const out = {} as Effective;
  for (const field of INTEGRATION_FIELD_NAMES) {
    const fromEnv = e[INTEGRATION_FIELDS[field].env];
    const row = stored[field];
    out[field] = fromEnv
      ? { value: fromEnv, source: "environment" }
      : row
        ? { value: row.value, source: row.value === null ? "unreadable" : "console" }
        : { value: null, source: null };
  }
  return out;
}

export type SaveInput = Partial<Record<IntegrationField, string | null>>;
export type SaveResult =
  | { ok: true; changed: IntegrationField[] }
  | { ok: false; reason: "invalid-input"; fieldErrors: Partial<Record<IntegrationField, string[]>> };

/**
 * The owner sets (a string) or removes (null) some fields; fields left out stay as they are. Every
 * value is judged first and nothing is written unless all are good, so a form is never half saved.
 * Each change is recorded with who and when (a secret by its last four). Two owners saving at once:
 * the last write of a field wins, and both are recorded.
 */
export async function saveIntegrations(db: Db, adminId: string, input: SaveInput, now: Date): Promise<SaveResult> {
  const fieldErrors: Partial<Record<IntegrationField, string[]>> = {};
  const writes: { field: IntegrationField; value: string | null }[] = [];
  for (const field of INTEGRATION_FIELD_NAMES) {
    const raw = input[field];
    if (raw === undefined) continue;
    if (raw === null) {
      writes.push({ field, value: null });
      continue;
    }
    const verdict = judgeCredential(field, raw);
    if (!verdict.ok) fieldErrors[field] = [verdict.message];
    else writes.push({ field, value: verdict.value });
  }
  if (Object.keys(fieldErrors).length > 0) return { ok: false, reason: "invalid-input", fieldErrors };
  const secret = serverSecret();
  await db.transaction(async (tx) => {
    for (const { field, value } of writes) {
      if (value === null) {
        const removed = await tx
          .delete(integrationSettings)
          .where(eq(integrationSettings.field, field))
          .returning({ field: integrationSettings.field });
        if (removed.length > 0)
          await tx
            .insert(settingsChanges)
            .values({ setting: field, action: "removed", changedBy: adminId, changedAt: now });
        continue;
      }
      const sealed = INTEGRATION_FIELDS[field].secret;
      const row = {
        value: sealed ? sealSecret(value, field, secret) : value,
        sealed,
        shown: shownValue(field, value),
        updatedBy: adminId,
        updatedAt: now,
      };
      await tx
        .insert(integrationSettings)
        .values({ field, ...row })
        .onConflictDoUpdate({ target: integrationSettings.field, set: row });
      await tx
        .insert(settingsChanges)
        .values({ setting: field, action: "set", shown: row.shown, changedBy: adminId, changedAt: now });
    }
  });
  return { ok: true, changed: writes.map((w) => w.field) };
}

/** The last changes of these settings, newest first, for the page. */
export function integrationChanges(db: Reader, limit = 20) {
  return db
    .select({
      setting: settingsChanges.setting,
      action: settingsChanges.action,
      shown: settingsChanges.shown,
      changedAt: settingsChanges.changedAt,
      changedBy: user.name,
    })
    .from(settingsChanges)
    .leftJoin(user, eq(user.id, settingsChanges.changedBy))
    .orderBy(desc(settingsChanges.changedAt))
    .limit(limit);
}
