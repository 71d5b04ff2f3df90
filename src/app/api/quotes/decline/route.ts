import { quoteDeclineSchema } from "@/domain/quotes/quote-input";
import { z } from "@/domain/validation/zod";
import { getDb } from "@/server/db/client";
import { jsonRoute, ok } from "@/server/http/json-route";
import { createRateLimiter } from "@/server/http/rate-limit";
import { declineQuote } from "@/server/quotes/decline-quote";

const limiter = createRateLimiter(20, 60_000);
const bodySchema = quoteDeclineSchema.extend({ token: z.string().max(100) });

/** The customer's quote page: "No, thanks", with a reason if they give one. */
export const POST = jsonRoute(
  { limit: [limiter, "too-many-requests"], body: bodySchema, maxBytes: 2048 },
  "The answer could not be saved just now. Please try again.",
  async ({ body }) => {
    const result = await declineQuote(await getDb(), body.token, body.reason, { now: new Date() });
    return result.ok ? ok() : result;
  },
);
