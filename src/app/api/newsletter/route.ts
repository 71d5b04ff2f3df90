import { newsletterInputSchema } from "@/domain/newsletter/newsletter-input";
import { getDb } from "@/server/db/client";
import { failure, parseJsonBody } from "@/server/http/json";
import { clientKey, createRateLimiter } from "@/server/http/rate-limit";
import { logger } from "@/server/logger";
import { subscribe } from "@/server/newsletter/subscribe";

const limiter = createRateLimiter(5, 60_000);

export async function POST(request: Request) {
  if (!limiter.take(clientKey(request)))
    return failure(429, "Too many sign-ups from your connection. Please try later.");
  const body = await parseJsonBody(request, newsletterInputSchema, 4096);
  if (!body.ok) return body.response;
  if (body.data.website) return Response.json({ ok: true });
  try {
    await subscribe(await getDb(), body.data.email, body.data.source);
    return Response.json({ ok: true });
  } catch (error) {
    logger.error({ err: error }, "newsletter sign-up failed");
    return failure(503, "Please try again later.");
  }
}
