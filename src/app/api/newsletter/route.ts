import { newsletterInputSchema } from "@/domain/newsletter/newsletter-input";
import { getDb } from "@/server/db/client";
import { handle, refuse } from "@/server/http/handle";
import { parseJsonBody } from "@/server/http/json";
import { clientKey, createRateLimiter } from "@/server/http/rate-limit";
import { subscribe } from "@/server/newsletter/subscribe";

const limiter = createRateLimiter(5, 60_000);

export const POST = handle(
  { name: "POST /api/newsletter", failure: "Please try again later." },
  async (request: Request) => {
    if (!limiter.take(clientKey(request))) return refuse("too-many-sign-ups");
    const body = await parseJsonBody(request, newsletterInputSchema, 4096);
    if (!body.ok) return body.response;
    if (body.data.website) return Response.json({ ok: true });
    await subscribe(await getDb(), body.data.email, body.data.source);
    return Response.json({ ok: true });
  },
);
