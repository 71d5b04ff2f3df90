import { z } from "@/domain/validation/zod";
import { getDb } from "@/server/db/client";
import { handle, refuse } from "@/server/http/handle";
import { parseJsonBody } from "@/server/http/json";
import { clientKey, createRateLimiter } from "@/server/http/rate-limit";
import { sendEstimate } from "@/server/leads/send-estimate";

const limiter = createRateLimiter(5, 60_000);
const idSchema = z.uuid();
/** The token POST /api/leads handed to the browser that created the lead. */
const bodySchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, "That estimate was not found.") });

export const POST = handle(
  { name: "POST /api/leads/[id]/estimate", failure: "We couldn't send the estimate just now. Please try again." },
  async (request: Request, { params }: { params: Promise<{ id: string }> }) => {
    const { id } = await params;
    if (!limiter.take(clientKey(request))) return refuse("estimate-just-sent");
    const body = await parseJsonBody(request, bodySchema, 1024);
    if (!body.ok) return body.response;
    if (!idSchema.safeParse(id).success) return refuse("lead-not-found");
    const sent = await sendEstimate(await getDb(), id, body.data.token);
    if (!sent.ok) return refuse(sent.reason);
    // Nothing about the lead: the browser that asked already knows where it goes.
    return Response.json({ ok: true });
  },
);
