import { eventBatchSchema } from "@/domain/analytics/events-schema";
import { recordEvents } from "@/server/analytics/record-events";
import { visitorId } from "@/server/analytics/visitor";
import { getDb } from "@/server/db/client";
import { failure, parseJsonBody } from "@/server/http/json";
import { clientKey, createRateLimiter } from "@/server/http/rate-limit";
import { logger } from "@/server/logger";

const limiter = createRateLimiter(120, 60_000);

/** First-party event collection (sendBeacon batches). Never blocks a page; bad batches get 4xx. */
export async function POST(request: Request) {
  if (!limiter.take(clientKey(request))) return failure(429, "Too many events.");
  const body = await parseJsonBody(request, eventBatchSchema, 32_768);
  if (!body.ok) return body.response;
  try {
    await recordEvents(await getDb(), (await visitorId()) ?? "anonymous", body.data.events);
    return new Response(null, { status: 204 });
  } catch (error) {
    logger.error({ err: error }, "event batch failed");
    return failure(503, "Events could not be stored.");
  }
}
