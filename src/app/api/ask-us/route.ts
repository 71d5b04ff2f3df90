import { askUsInputSchema } from "@/domain/leads/ask-us-input";
import { visitorId } from "@/server/analytics/visitor";
import { getDb } from "@/server/db/client";
import { env } from "@/server/env";
import { jsonRoute } from "@/server/http/json-route";
import { createRateLimiter } from "@/server/http/rate-limit";
import { createAskUsLead } from "@/server/leads/create-lead";

const limiter = createRateLimiter(env.LEAD_RATE_LIMIT_PER_MINUTE, 60_000);

/** "Ask us" for a service priced after a call: a lead the owner calls back (no quote, no estimate token). */
export const POST = jsonRoute(
  { limit: [limiter, "too-many-leads"], body: askUsInputSchema },
  "We couldn't send your question. Please try again.",
  async ({ request, body: input }) => {
    // A bot filled the hidden field: answer like a success, store and send nothing.
    if (input.website) return Response.json({ ok: true, leadId: null });
    const lead = await createAskUsLead(await getDb(), input, { visitorId: await visitorId(request.headers) });
    return Response.json({ ok: true, leadId: lead.id }, { status: 201 });
  },
);
