import { z } from "@/domain/validation/zod";
import { CANCEL_REASON_MAX } from "./cancel-rule";

/** The cancel request: an optional reason, trimmed, at most CANCEL_REASON_MAX characters. */
export const cancelInputSchema = z.object({
  reason: z
    .string()
    .trim()
    .max(CANCEL_REASON_MAX, `Please keep the reason under ${CANCEL_REASON_MAX} characters.`)
    .optional()
    .default(""),
});
