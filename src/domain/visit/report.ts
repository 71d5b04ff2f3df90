// What a visit report holds: the checklist of what was done, which depends on the
// service booked, and the crew's findings and recommendations in their own words. Pure, so the
// crew's phone page checks a report with the same rules the server applies.

import { isServiceType, type ServiceType } from "../pricing/quote-math";
import { z } from "../validation/zod";

export const REPORT_TEXT_MAX = 2000;

export interface ChecklistItem {
  key: string;
  label: string;
}

const DUCTS: ChecklistItem[] = [
  { key: "registers-returns", label: "Supply registers and return grilles cleaned" },
  { key: "main-trunk", label: "Main trunk and branch ducts cleaned" },
  { key: "air-handler", label: "Blower and air handler compartment cleaned" },
  { key: "filter-replaced", label: "Furnace filter replaced" },
];

const DRYER: ChecklistItem[] = [
  { key: "dryer-vent-length", label: "Dryer vent cleaned along its whole length" },
  { key: "dryer-vent-exit", label: "Outside exit cleared and its flap closes" },
  { key: "bird-guard", label: "Bird guard fitted or checked" },
  { key: "dryer-airflow", label: "Airflow at the exit checked with the dryer running" },
];

/** What the crew ticks off for each service: the combo does both jobs. */
export const CHECKLIST: Record<ServiceType, readonly ChecklistItem[]> = {
  air_duct: DUCTS,
  dryer_vent: DRYER,
  duct_and_dryer: [...DUCTS, ...DRYER],
};

export function checklistFor(serviceType: string): readonly ChecklistItem[] {
  return isServiceType(serviceType) ? CHECKLIST[serviceType] : [];
}

/** The label of a ticked key, or the key itself for an item a later list no longer has. */
export function checklistLabel(serviceType: string, key: string): string {
  return checklistFor(serviceType).find((i) => i.key === key)?.label ?? key;
}

const reportText = (what: string) =>
  z
    .string()
    .max(REPORT_TEXT_MAX, `${what} can be at most ${REPORT_TEXT_MAX.toLocaleString("en-US")} characters.`)
    .transform((s) => s.trim());

/**
 * The report as the crew's page sends it. Multi-line text is fine; control characters are refused
 * by the JSON reader before this runs. The checklist keys are judged against the booking's service
 * by `checkReport`, which needs the booking.
 */
export const reportSchema = z.object({
  checklist: z
    .array(z.string().max(40, "That checklist item is not known."))
    .max(20, "The checklist has fewer items than that."),
  findings: reportText("Findings"),
  recommendations: reportText("Recommendations"),
});
export type ReportInput = z.infer<typeof reportSchema>;

export const UNKNOWN_CHECKLIST_ITEM = "That checklist item is not part of this service. Reload the page and try again.";

/** The report with its checklist in the service's own order, or the first key that is not the service's. */
export function checkReport(
  serviceType: string,
  input: ReportInput,
): { ok: true; report: ReportInput } | { ok: false; unknown: string } {
  const items = checklistFor(serviceType);
  const ticked = new Set(input.checklist);
  const unknown = input.checklist.find((k) => !items.some((i) => i.key === k));
  if (unknown !== undefined) return { ok: false, unknown };
  return { ok: true, report: { ...input, checklist: items.filter((i) => ticked.has(i.key)).map((i) => i.key) } };
}

export const PHOTO_KINDS = ["before", "after"] as const;
export type PhotoKind = (typeof PHOTO_KINDS)[number];
export const isPhotoKind = (value: unknown): value is PhotoKind =>
  typeof value === "string" && (PHOTO_KINDS as readonly string[]).includes(value);

/**
 * Where the customer reads a visit's report and sees its photos (signed in); the completion email
 * links here. Beside the dashboard rather than under it: the dashboard's loading screen would
 * stream every page below it, and a streamed page can no longer answer 404 to a stranger.
 */
export const visitReportPath = (bookingId: string) => `/customer-visits/${bookingId}`;

/** A report is written once the crew has started; before that there is nothing to report. */
export const REPORTABLE_STATUSES: readonly string[] = ["in_progress", "completed"];

/** A photo as a page shows it: its URLs go through the visit's photo route, never to a file. */
export interface ReportPhoto {
  id: string;
  kind: PhotoKind;
  width: number;
  height: number;
  thumbUrl: string;
  fullUrl: string;
}

/** A visit's report as its pages show it. */
export interface ReportView {
  bookingId: string;
  serviceType: string;
  /** The service's checklist, each item with whether it was done. */
  checklist: { key: string; label: string; done: boolean }[];
  findings: string;
  recommendations: string;
  /** Null until the report is first saved. */
  updatedAt: Date | null;
  photos: ReportPhoto[];
}
