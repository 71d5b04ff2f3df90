import { z } from "@/domain/validation/zod";
import { getDb } from "@/server/db/client";
import { handle, refuse } from "@/server/http/handle";
import { clientKey, createRateLimiter } from "@/server/http/rate-limit";
import { sendEstimate } from "@/server/leads/send-estimate";

const limiter = createRateLimiter(5, 60_000);
const idSchema = z.uuid();

export const POST = handle(
  { name: "POST /api/leads/[id]/estimate", failure: "We couldn't send the estimate just now. Please try again." },
  async (request: Request, { params }: { params: Promise<{ id: string }> }) => {
    const { id } = await params;
    if (!idSchema.safeParse(id).success) return refuse("lead-not-found");
    if (!limiter.take(`${clientKey(request)}:${id}`)) return refuse("estimate-just-sent");
    const sent = await sendEstimate(await getDb(), id);
    if (!sent.ok) return refuse(sent.reason);
    return Response.json({ ok: true, email: sent.email });
  },
);
