import { newsletterInputSchema } from "@/domain/newsletter/newsletter-input";
import { getDb } from "@/server/db/client";
import { jsonRoute } from "@/server/http/json-route";
import { createRateLimiter } from "@/server/http/rate-limit";
import { subscribe } from "@/server/newsletter/subscribe";

const limiter = createRateLimiter(5, 60_000);

export const POST = jsonRoute(
  { limit: [limiter, "too-many-sign-ups"], body: newsletterInputSchema, maxBytes: 4096 },
  "Please try again later.",
  async ({ body }) => {
    if (body.website) return Response.json({ ok: true });
    await subscribe(await getDb(), body.email, body.source);
    return Response.json({ ok: true });
  },
);
