import { acceptEvents } from "@/domain/analytics/accept-events";
import { eventBatchSchema } from "@/domain/analytics/events-schema";
import { recordEvents } from "@/server/analytics/record-events";
import { assignedVisitor } from "@/server/analytics/visitor";
import { getDb } from "@/server/db/client";
import { jsonRoute } from "@/server/http/json-route";
import { createRateLimiter } from "@/server/http/rate-limit";

const limiter = createRateLimiter(120, 60_000);

/**
 * First-party event collection (sendBeacon batches). Never blocks a page; bad batches get 4xx.
 * Conversion goals sent by a browser are dropped and exposures carry the server's signed
 * assignment (acceptEvents); events without a signed visitor are stored as "anonymous", which the
 * experiment report ignores.
 */
export const POST = jsonRoute(
  { limit: [limiter, "too-many-events"], body: eventBatchSchema, maxBytes: 32_768 },
  "Events could not be stored.",
  async ({ request, body }) => {
    const visitor = await assignedVisitor(request.headers);
    const events = acceptEvents(body.events, visitor?.variants ?? null);
    await recordEvents(await getDb(), visitor?.visitorId ?? "anonymous", events);
    return new Response(null, { status: 204 });
  },
);
