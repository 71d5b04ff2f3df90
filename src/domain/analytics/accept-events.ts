import type { AnalyticsEvent } from "./events-schema";
import { LOAD_ID_PATTERN, pageKind, plausible, VITALS } from "./web-vitals";

/**
 * Conversion goals only the server's own actions record (createLead, createBooking, in their
 * transactions). Sent by a browser they are dropped: nobody can post conversions.
 */
export const SERVER_ONLY_EVENTS: ReadonlySet<string> = new Set(["generate_lead", "book_service"]);

/**
 * What the server keeps of a batch a browser posted. Server-only goals are dropped. An exposure is
 * kept only for a test the server assigned this visitor (signed assignment cookie), and carries the
 * server's variant whatever the browser claimed; without an assignment it is dropped.
 */
export function acceptEvents(events: AnalyticsEvent[], assigned: Record<string, string> | null): AnalyticsEvent[] {
  const kept: AnalyticsEvent[] = [];
  for (const event of events) {
    if (SERVER_ONLY_EVENTS.has(event.name)) continue;
    if (event.name === "experiment_exposure") {
      const testId = typeof event.props.test_id === "string" ? event.props.test_id : "";
      const variantId = assigned && Object.hasOwn(assigned, testId) ? assigned[testId] : undefined;
      if (!variantId) continue;
      kept.push({ ...event, props: { test_id: testId, variant_id: variantId } });
      continue;
    }
    if (event.name === "web_vitals") {
      const vitals = webVitals(event);
      if (vitals) kept.push(vitals);
      continue;
    }
    kept.push(event);
  }
  return kept;
}

/**
 * A page load's vitals: only plausible numbers are kept (the rest stored as null) and the page's
 * kind is the server's reading of its path; a report with no value at all, or without its page
 * load's id (one report per load), is dropped.
 */
function webVitals(event: AnalyticsEvent): AnalyticsEvent | null {
  const load = event.props.load;
  if (typeof load !== "string" || !LOAD_ID_PATTERN.test(load)) return null;
  const props: AnalyticsEvent["props"] = { kind: pageKind(event.path ?? "/"), load };
  let measured = false;
  for (const vital of VITALS) {
    const value = plausible(vital, event.props[vital]);
    props[vital] = value;
    if (value !== null) measured = true;
  }
  return measured ? { name: "web_vitals", path: event.path, props } : null;
}
