import { currentServiceId } from "@/domain/pricing/quote-math";
import { z } from "@/domain/validation/zod";
import { EVENT_NAMES } from "./events";

const propValue = z.union([z.string().max(200), z.number().finite(), z.boolean(), z.null()]);

/**
 * A page view's referrer (document.referrer, at most 4096 characters in browsers): taken whole so a
 * long one never costs the batch, and reduced to its host by the events route before it is stored.
 */
const referrer = z.string().max(4096);

export const eventSchema = z.object({
  name: z.enum(EVENT_NAMES),
  props: z
    .record(z.string().max(40), z.union([propValue, referrer]))
    .refine((p) => Object.entries(p).every(([k, v]) => k === "ref" || typeof v !== "string" || v.length <= 200), {
      message: "Text properties are at most 200 characters.",
    })
    .refine((p) => Object.keys(p).length <= 12, "At most 12 properties per event.")
    // A page open since before the service ids were renamed still reports the former one.
    .transform((p) =>
      p.service_type === undefined
        ? p
        : { ...p, service_type: currentServiceId(p.service_type) as typeof p.service_type },
    )
    .default({}),
  path: z.string().max(500).optional(),
});

/** A page load reports its vitals once, so a batch carries at most one report. */
export const MAX_VITALS_PER_BATCH = 1;

export const eventBatchSchema = z.object({
  events: z
    .array(eventSchema)
    .min(1)
    .max(50)
    .refine((events) => events.filter((e) => e.name === "web_vitals").length <= MAX_VITALS_PER_BATCH, {
      message: "A batch carries at most one web_vitals report.",
    }),
});

export type AnalyticsEvent = z.infer<typeof eventSchema>;
