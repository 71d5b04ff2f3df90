import "server-only";
import { acceptEvents } from "@/domain/analytics/accept-events";
import { hostOf, type Touch } from "@/domain/analytics/attribution";
import type { AnalyticsEvent } from "@/domain/analytics/events-schema";
import type { Db } from "@/server/db/client";
import { landingTouch, recordVisitorTouch } from "@/server/insights/touches";
import { ANONYMOUS_VISITOR, recordEvents } from "./record-events";
import { recordVitalsReport, type VitalsOutcome } from "./record-vitals";

export interface EventBatch {
  /** The request's signed visitor and the variants the server assigned them; null without one. */
  visitor: { visitorId: string; variants: Record<string, string> } | null;
  events: AnalyticsEvent[];
  /** The address of the page that sent the batch (the beacon's Referer). */
  pageUrl: string | null;
  /** Where this visitor landed before they had a cookie (their verified landing cookie), if anywhere. */
  earlierLanding: Touch | null;
  /** Whether the client's address may report vitals now; asked (and counted) only for a report. */
  mayReportVitals: () => boolean;
}

export interface EventBatchResult {
  /** The landing of a batch without a signed visitor: kept for that browser's next batch only. */
  landing: Touch | null;
  vitals: VitalsOutcome | "none" | "no-visitor" | "address-limit";
}

/**
 * Everything one batch of page events means (docs/decisions/0026, 0028). Conversion goals and
 * unassigned exposures are dropped (acceptEvents). Only a signed visitor is a visitor: their events,
 * landing, last page view and vitals report are kept under their id. A batch without one creates no
 * visitor: its events are stored as anonymous (which no figure counts), its vitals report is dropped,
 * and its landing is handed back so the route can give it to the browser with a new signed visitor
 * id; the browser's next batch, which proves it keeps cookies, records it as the visitor's first.
 */
export async function recordEventBatch(db: Db, batch: EventBatch, now: Date): Promise<EventBatchResult> {
  const events = acceptEvents(batch.events, batch.visitor?.variants ?? null);
  // A page view carries the page's referrer (`ref`): its host is all that is stored.
  const view = events.find((e) => e.name === "page_view" && typeof e.props.ref === "string");
  const ref = typeof view?.props.ref === "string" ? view.props.ref : null;
  const landing = view ? landingTouch(batch.pageUrl, ref) : null;
  const stored = events.flatMap((e) => {
    if (e.name === "web_vitals") return [];
    if (e.name === "page_view" && typeof e.props.ref === "string")
      return [{ ...e, props: { ...e.props, ref: hostOf(e.props.ref) } }];
    return [e];
  });
  const report = events.find((e) => e.name === "web_vitals");
  if (!batch.visitor) {
    await recordEvents(db, ANONYMOUS_VISITOR, stored, now);
    return { landing, vitals: report ? "no-visitor" : "none" };
  }
  const { visitorId } = batch.visitor;
  await recordEvents(db, visitorId, stored, now);
  if (batch.earlierLanding)
    await recordVisitorTouch(db, visitorId, { touch: batch.earlierLanding, priceSeen: false }, now);
  await recordVisitorTouch(
    db,
    visitorId,
    { touch: landing, priceSeen: events.some((e) => e.name === "pricing_interaction") },
    now,
  );
  if (!report) return { landing: null, vitals: "none" };
  if (!batch.mayReportVitals()) return { landing: null, vitals: "address-limit" };
  return { landing: null, vitals: await recordVitalsReport(db, visitorId, report, now) };
}
