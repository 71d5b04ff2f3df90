import "server-only";
import { desc, eq, inArray, sql } from "drizzle-orm";
import { type FirstRunFacts, MARKABLE_STEPS, type MarkableStep, type SetupMark } from "@/domain/business/first-run";
import { METROS, settingOf } from "@/domain/geo/areas";
import { readAreaSettings } from "@/server/areas/area-settings";
import type { Db, Reader } from "@/server/db/client";
import { areaChanges, crewMembers, crews, settingsChanges } from "@/server/db/schema";
import { integrationsView } from "@/server/integrations/settings-view";
import { priceVersion } from "@/server/pricing/price-book";
import { storedIdentity } from "./business-identity";

// The owner's first run (decision 0042): every fact from the database. A confirmation or a skip is
// a settings change like any other ("setup.<step>", set or removed), with who and when, so the
// walkthrough needs no table of its own and its history sits beside the settings' history.

const MARK_SETTINGS = Object.keys(MARKABLE_STEPS).map((s) => `setup.${s}`);

/** The steps whose latest change is a mark (a removal takes it back). */
async function markedSteps(db: Reader): Promise<Set<MarkableStep>> {
  const rows = await db
    .selectDistinctOn([settingsChanges.setting], { setting: settingsChanges.setting, action: settingsChanges.action })
    .from(settingsChanges)
    .where(inArray(settingsChanges.setting, MARK_SETTINGS))
    .orderBy(settingsChanges.setting, desc(settingsChanges.changedAt));
  return new Set(rows.filter((r) => r.action === "set").map((r) => r.setting.slice("setup.".length) as MarkableStep));
}

export async function firstRunFacts(db: Reader, ownerEmail: string): Promise<FirstRunFacts> {
  const [stored, areas, [changed], [staffed], version, integrations, marked] = await Promise.all([
    storedIdentity(db),
    readAreaSettings(db),
    db.select({ n: sql<number>`count(*)::int` }).from(areaChanges),
    db
      .select({ n: sql<number>`count(distinct ${crews.id})::int` })
      .from(crews)
      .innerJoin(crewMembers, eq(crewMembers.crewId, crews.id))
      .where(eq(crews.active, true)),
    priceVersion(db),
    integrationsView(db),
    markedSteps(db),
  ]);
  return {
    ownerEmail,
    identity: stored.saved === null ? "none" : stored.identity.demo ? "demo" : "saved",
    openMetros: METROS.filter((m) => settingOf(areas, m.id).open).length,
    areasChanged: (changed?.n ?? 0) > 0,
    staffedCrews: staffed?.n ?? 0,
    priceVersion: version,
    paymentsOn: integrations.paymentsOn,
    textsOn: integrations.textsOn,
    marked,
  };
}

/**
 * The owner confirms a step as it is (areas, the built-in prices) or skips payments and texts, or
 * takes that back. Recorded with who and when; marking twice records twice (the latest counts).
 */
export async function markSetupStep(db: Db, ownerId: string, mark: SetupMark, now: Date): Promise<void> {
  await db.insert(settingsChanges).values({
    setting: `setup.${mark.step}`,
    action: mark.marked ? "set" : "removed",
    shown: mark.marked ? MARKABLE_STEPS[mark.step] : null,
    changedBy: ownerId,
    changedAt: now,
  });
}
