import { acceptEvents } from "@/domain/analytics/accept-events";
import { eventBatchSchema } from "@/domain/analytics/events-schema";
import { recordEvents } from "@/server/analytics/record-events";
import { assignedVisitor } from "@/server/analytics/visitor";
import { getDb } from "@/server/db/client";
import { handle, refuse } from "@/server/http/handle";
import { parseJsonBody } from "@/server/http/json";
import { clientKey, createRateLimiter } from "@/server/http/rate-limit";

const limiter = createRateLimiter(120, 60_000);

/**
 * First-party event collection (sendBeacon batches). Never blocks a page; bad batches get 4xx.
 * Conversion goals sent by a browser are dropped and exposures carry the server's signed
 * assignment (acceptEvents); events without a signed visitor are stored as "anonymous", which the
 * experiment report ignores.
 */
export const POST = handle(
  { name: "POST /api/events", failure: "Events could not be stored." },
  async (request: Request) => {
    if (!limiter.take(clientKey(request))) return refuse("too-many-events");
    const body = await parseJsonBody(request, eventBatchSchema, 32_768);
    if (!body.ok) return body.response;
    const visitor = await assignedVisitor();
    const events = acceptEvents(body.data.events, visitor?.variants ?? null);
    await recordEvents(await getDb(), visitor?.visitorId ?? "anonymous", events);
    return new Response(null, { status: 204 });
  },
);
