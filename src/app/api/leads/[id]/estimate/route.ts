import { z } from "@/domain/validation/zod";
import { getDb } from "@/server/db/client";
import { jsonRoute } from "@/server/http/json-route";
import { createRateLimiter } from "@/server/http/rate-limit";
import { sendEstimate } from "@/server/leads/send-estimate";

const limiter = createRateLimiter(5, 60_000);
/** The token POST /api/leads handed to the browser that created the lead. */
const bodySchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, "That estimate was not found.") });

export const POST = jsonRoute(
  { limit: [limiter, "estimate-just-sent"], body: bodySchema, maxBytes: 1024, id: "lead-not-found" },
  "We couldn't send the estimate just now. Please try again.",
  async ({ body, id }) => {
    const sent = await sendEstimate(await getDb(), id, body.token);
    if (!sent.ok) return sent;
    // Nothing about the lead: the browser that asked already knows where it goes.
    return Response.json({ ok: true });
  },
);
