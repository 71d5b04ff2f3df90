import { eventBatchSchema } from "@/domain/analytics/events-schema";
import { VITALS_REPORTS_PER_ADDRESS_PER_DAY } from "@/domain/analytics/web-vitals";
import { recordEventBatch } from "@/server/analytics/record-event-batch";
import {
  assignedVisitor,
  clearedLanding,
  earlierLanding,
  newVisitorCookies,
  sendsLanding,
} from "@/server/analytics/visitor";
import { getDb } from "@/server/db/client";
import { jsonRoute } from "@/server/http/json-route";
import { clientKey, createRateLimiter } from "@/server/http/rate-limit";

const limiter = createRateLimiter(120, 60_000);
const vitalsLimiter = createRateLimiter(VITALS_REPORTS_PER_ADDRESS_PER_DAY, 86_400_000);

/**
 * First-party event collection (sendBeacon batches). Never blocks a page; bad batches get 4xx
 * (two vitals reports in one batch among them). What a batch means is recordEventBatch's. A
 * browser without the signed visitor cookie (one that landed anywhere but the home page, which
 * sets it) gets one here, with its landing for the next batch to record: a batch without a signed
 * visitor creates none (docs/decisions/0026). Without the server's secret nothing is kept per
 * visitor.
 */
export const POST = jsonRoute(
  { limit: [limiter, "too-many-events"], body: eventBatchSchema, maxBytes: 32_768 },
  "Events could not be stored.",
  async ({ request, body }) => {
    const visitor = await assignedVisitor(request.headers);
    const result = await recordEventBatch(
      await getDb(),
      {
        visitor,
        events: body.events,
        pageUrl: request.headers.get("referer"),
        earlierLanding: await earlierLanding(request.headers, visitor?.visitorId ?? null),
        mayReportVitals: () => vitalsLimiter.take(clientKey(request)),
      },
      new Date(),
    );
    const response = new Response(null, { status: 204 });
    const cookies = visitor
      ? sendsLanding(request.headers)
        ? [clearedLanding(request)]
        : []
      : await newVisitorCookies(request, result.landing);
    for (const cookie of cookies) response.headers.append("Set-Cookie", cookie);
    return response;
  },
);
