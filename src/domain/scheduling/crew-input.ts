import { SERVICE_AREAS } from "@/domain/areas/service-areas";
import { isCalendarDate } from "@/domain/dispatch/week";
import { singleLine } from "@/domain/validation/single-line";
import { z } from "@/domain/validation/zod";
import { CLOSURE_TIMES } from "./capacity";
import { WEEKDAYS_PATTERN } from "./crews";

const AREA_IDS = SERVICE_AREAS.map((a) => a.id);
const area = z
  .string()
  .max(100)
  .refine((a) => AREA_IDS.includes(a), "Choose one of the service areas.");
/** Seven 0/1 characters, Sunday first; a crew with no day is made inactive instead. */
const weekdays = z
  .string()
  .regex(WEEKDAYS_PATTERN, "Choose the weekdays the crew works.")
  .refine((w) => w.includes("1"), "Choose at least one weekday (or make the crew inactive).");
const name = singleLine(60, "Keep the crew's name under 60 characters.", "Name the crew.").min(1, "Name the crew.");
// Empty: no number; the office's is given instead.
const phone = singleLine(30, "Keep the phone number under 30 characters.")
  .refine((p) => p === "" || /^[0-9+().\s-]{7,30}$/.test(p), "Write the phone number with digits, e.g. (510) 555-0100.")
  .transform((p) => p || null);
const boundary = z.enum(CLOSURE_TIMES, { error: "Choose a time between 08:00 and 18:00." });

/** What the owner changes on /admin/crews. */
export const crewActionSchema = z.discriminatedUnion("action", [
  z.object({ action: z.literal("create"), name, area, weekdays, phone: phone.default(null) }),
  z.object({ action: z.literal("update"), id: z.uuid(), weekdays, phone: phone.default(null), active: z.boolean() }),
  // Where the crew starts its day (decision 0043): an address placed by its ZIP; both empty: the
  // business's address (the area's start point) again.
  z
    .object({
      action: z.literal("start"),
      id: z.uuid(),
      address: singleLine(200, "Keep the address under 200 characters.").default(""),
      zip: z
        .string()
        .trim()
        .regex(/^(\d{5})?$/, "A ZIP is five digits.")
        .default(""),
    })
    .refine((s) => (s.address === "") === (s.zip === ""), {
      message: "Write the street and city and the ZIP, or leave both empty for the business's address.",
      path: ["zip"],
    }),
  z
    .object({
      action: z.literal("off"),
      id: z.uuid(),
      // A day that exists: the closure's date column refuses 2027-02-30 with an error, not a sentence.
      date: z.string().max(10, "Choose a date.").refine(isCalendarDate, "Choose a date."),
      fromTime: boundary.nullable().default(null),
      toTime: boundary.nullable().default(null),
      reason: singleLine(200, "Keep the reason under 200 characters.", "Say why, e.g. Off sick.").min(
        1,
        "Say why, e.g. Off sick.",
      ),
    })
    .refine((c) => c.fromTime === null || c.toTime === null || c.fromTime < c.toTime, {
      message: "The time off must end after it starts.",
      path: ["toTime"],
    }),
]);

export type CrewAction = z.infer<typeof crewActionSchema>;

/** The owner gives a booking to another crew of its area. */
export const reassignCrewSchema = z.object({ crewId: z.uuid({ error: "Choose a crew." }) });
