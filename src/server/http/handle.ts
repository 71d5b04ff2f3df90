import "server-only";
import { logger } from "@/server/logger";
import { failure } from "./json";
import { trustedOrigins } from "./origins";
import { REFUSALS, type Refusal, type RefusalEntry } from "./refusals";
import { refuseCrossOriginWrite, type WriteBody } from "./same-origin";

/** The answer to a refusal: its status and message (and the field to fix) from the one table. */
export function refuse(reason: Refusal): Response {
  const { status, message, field }: RefusalEntry = REFUSALS[reason];
  return failure(status, reason, message, field ? { [field]: [message] } : undefined);
}

// Errors that say "the database or a service is unavailable right now", not "the code is wrong":
// PostgreSQL's connection (08), resource (53), operator (57) and transaction-rollback (40)
// classes, lock timeouts (55P03), and Node's network errors.
const TRANSIENT_CODE = /^(08|53|57|40)|^55P03$|^E(CONNREFUSED|CONNRESET|TIMEDOUT|PIPE|NOTFOUND|AI_AGAIN|HOSTUNREACH)$/;
const TRANSIENT_MESSAGE =
  /connection terminated|timeout exceeded when trying to connect|pool after calling end|pglite is closed/i;

export function isTransient(error: unknown): boolean {
  for (
    let e = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 5;
    depth++
  ) {
    if (typeof e.code === "string" && TRANSIENT_CODE.test(e.code)) return true;
    if (typeof e.message === "string" && TRANSIENT_MESSAGE.test(e.message)) return true;
    e = e.cause as typeof e;
  }
  return false;
}

const UUID_SEGMENT = /\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(?=\/|$)/gi;

/** The route a request reached, as its folder names it: "/api/bookings/[id]/cancel" (no ids in logs). */
export function routePattern(request: Request): string {
  return new URL(request.url).pathname.replace(UUID_SEGMENT, "/[id]");
}

/**
 * Wraps a JSON route handler so that nothing thrown escapes as Next's HTML or empty 500: the
 * error is logged without personal data (the logger's error serializer leaves out query
 * parameters and values PostgreSQL repeats) and the visitor gets JSON with the route's message, 503 when
 * the database or a service is unavailable (worth trying again), 500 otherwise.
 */
export function handle<C = unknown>(
  /** `body`: what writes to this route carry, JSON unless said otherwise. */
  route: { name?: string; failure: string; body?: WriteBody },
  fn: (request: Request, context: C) => Promise<Response>,
): (request: Request, context: C) => Promise<Response> {
  return async (request, context) => {
    // Before anything is read or changed: writes only from our own pages, only as JSON.
    const crossOrigin = refuseCrossOriginWrite(request.method, request.headers, trustedOrigins(), route.body);
    if (crossOrigin)
      return failure(
        crossOrigin.status,
        crossOrigin.status === 403 ? "cross-origin" : "wrong-content-type",
        crossOrigin.error,
      );
    try {
      return await fn(request, context);
    } catch (error) {
      const status = isTransient(error) ? 503 : 500;
      // `err` goes through the logger's redacting serializer (src/server/logging/redact.ts).
      logger.error(
        { route: route.name ?? routePattern(request), method: request.method, status, err: error },
        "request failed",
      );
      return failure(status, status === 503 ? "unavailable" : "server-error", route.failure);
    }
  };
}
