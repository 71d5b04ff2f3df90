import { visitorSessionSchema } from "@/domain/tracking/visitor-session-input";
import { getDb } from "@/server/db/client";
import { failure, parseJsonBody } from "@/server/http/json";
import { clientKey, createRateLimiter } from "@/server/http/rate-limit";
import { logger } from "@/server/logger";
import { saveVisitorSession } from "@/server/sessions/save-visitor-session";

const limiter = createRateLimiter(60, 60_000);

export async function POST(request: Request) {
  if (!limiter.take(clientKey(request))) return failure(429, "Too many requests. Please slow down.");
  const body = await parseJsonBody(request, visitorSessionSchema);
  if (!body.ok) return body.response;
  try {
    await saveVisitorSession(await getDb(), body.data);
    return new Response(null, { status: 204 });
  } catch (error) {
    logger.error({ err: error }, "session save failed");
    return failure(503, "The session could not be saved.");
  }
}
