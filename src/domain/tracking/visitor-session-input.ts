import { PAGE_TYPES } from "@/domain/seo/page-type";
import { singleLine } from "@/domain/validation/single-line";
import { z } from "@/domain/validation/zod";
import { SESSION_ID_PATTERN } from "./session-id";

/** docs/product.md#records, user session. */
export const visitorSessionSchema = z.object({
  sessionId: z.string().regex(SESSION_ID_PATTERN, "Invalid session id."),
  pageUrl: z.string().max(2000).optional(),
  pageType: z.enum(PAGE_TYPES).default("other"),
  address: singleLine(300, "The address is limited to 300 characters.").optional(),
  latitude: z.number().min(-90).max(90).optional(),
  longitude: z.number().min(-180).max(180).optional(),
});

export type VisitorSessionInput = z.infer<typeof visitorSessionSchema>;
