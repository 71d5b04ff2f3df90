import { SERVICE_AREAS } from "@/domain/areas/service-areas";
import { z } from "@/domain/validation/zod";
import { CLOSURE_TIMES } from "./capacity";

const AREA_IDS = SERVICE_AREAS.map((a) => a.id);
const area = z.string().refine((a) => AREA_IDS.includes(a), "Choose one of the service areas.");
const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Choose a date.");
const boundary = z.enum(CLOSURE_TIMES, { error: "Choose a time between 08:00 and 18:00." });
const crews = z.number({ error: "Crews must be a number." }).int().min(0, "Crews can't be negative.").max(50);

/** What the owner changes in /admin/availability (the crews themselves: /admin/crews). */
export const availabilityActionSchema = z.discriminatedUnion("action", [
  z
    .object({
      action: z.literal("add-closure"),
      /** "all": every area (a company-wide day off). */
      area: z.union([area, z.literal("all")]),
      date,
      fromTime: boundary.nullable().default(null),
      toTime: boundary.nullable().default(null),
      crews: crews.default(0),
      reason: z.string().trim().min(1, "Say why, e.g. Crew training.").max(200),
    })
    .refine((c) => c.fromTime === null || c.toTime === null || c.fromTime < c.toTime, {
      message: "The closure must end after it starts.",
      path: ["toTime"],
    }),
  z.object({ action: z.literal("remove-closure"), id: z.uuid() }),
  z.object({
    action: z.literal("set-holiday"),
    date,
    closed: z.boolean(),
    name: z.string().trim().min(1, "Name the holiday.").max(100),
  }),
]);

export type AvailabilityAction = z.infer<typeof availabilityActionSchema>;
