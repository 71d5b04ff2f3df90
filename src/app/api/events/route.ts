import { acceptEvents } from "@/domain/analytics/accept-events";
import { hostOf } from "@/domain/analytics/attribution";
import { VISITOR_COOKIE } from "@/domain/analytics/events";
import { eventBatchSchema } from "@/domain/analytics/events-schema";
import { signVisitor } from "@/domain/analytics/signed-cookies";
import { recordEvents } from "@/server/analytics/record-events";
import { assignedVisitor } from "@/server/analytics/visitor";
import { getDb } from "@/server/db/client";
import { env } from "@/server/env";
import { jsonRoute } from "@/server/http/json-route";
import { createRateLimiter } from "@/server/http/rate-limit";
import { landingTouch, recordVisitorTouch } from "@/server/insights/touches";

const limiter = createRateLimiter(120, 60_000);

/**
 * First-party event collection (sendBeacon batches). Never blocks a page; bad batches get 4xx.
 * Conversion goals sent by a browser are dropped and exposures carry the server's signed
 * assignment (acceptEvents). A visitor without the signed visitor cookie (one who landed anywhere
 * but the home page, which sets it) is given one here, the same session cookie, so a lead or a
 * booking can be credited to where they came from (docs/decisions/0026). Without the server's
 * secret nothing is kept per visitor: events are stored as "anonymous", which reports ignore.
 */
export const POST = jsonRoute(
  { limit: [limiter, "too-many-events"], body: eventBatchSchema, maxBytes: 32_768 },
  "Events could not be stored.",
  async ({ request, body }) => {
    const visitor = await assignedVisitor(request.headers);
    const secret = env.BETTER_AUTH_SECRET;
    const visitorId = visitor?.visitorId ?? (secret ? crypto.randomUUID() : null);
    const events = acceptEvents(body.events, visitor?.variants ?? null);
    // A page view carries the page's referrer (`ref`): its host is all that is kept.
    const landing = events.find((e) => e.name === "page_view" && typeof e.props.ref === "string");
    const ref = landing?.props.ref;
    const stored = events.map((e) =>
      e.name === "page_view" && typeof e.props.ref === "string"
        ? { ...e, props: { ...e.props, ref: hostOf(e.props.ref) } }
        : e,
    );
    const db = await getDb();
    await recordEvents(db, visitorId ?? "anonymous", stored);
    if (visitorId) {
      await recordVisitorTouch(
        db,
        visitorId,
        {
          touch: landing ? landingTouch(request.headers.get("referer"), typeof ref === "string" ? ref : null) : null,
          priceSeen: events.some((e) => e.name === "pricing_interaction"),
        },
        new Date(),
      );
    }
    const response = new Response(null, { status: 204 });
    if (visitorId && secret && !visitor) {
      const secure = new URL(request.url).protocol === "https:";
      const value = await signVisitor(secret, visitorId);
      response.headers.append(
        "Set-Cookie",
        `${VISITOR_COOKIE}=${value}; Path=/; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`,
      );
    }
    return response;
  },
);
