import { z } from "@/domain/validation/zod";
import { EVENT_NAMES } from "./events";

const propValue = z.union([z.string().max(200), z.number().finite(), z.boolean(), z.null()]);

export const eventSchema = z.object({
  name: z.enum(EVENT_NAMES),
  props: z
    .record(z.string().max(40), propValue)
    .refine((p) => Object.keys(p).length <= 12, "At most 12 properties per event.")
    .default({}),
  path: z.string().max(500).optional(),
});

export const eventBatchSchema = z.object({ events: z.array(eventSchema).min(1).max(50) });

export type AnalyticsEvent = z.infer<typeof eventSchema>;
