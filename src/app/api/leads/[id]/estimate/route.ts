import { z } from "@/domain/validation/zod";
import { getDb } from "@/server/db/client";
import { failure } from "@/server/http/json";
import { clientKey, createRateLimiter } from "@/server/http/rate-limit";
import { sendEstimate } from "@/server/leads/send-estimate";
import { logger } from "@/server/logger";

const limiter = createRateLimiter(5, 60_000);
const idSchema = z.uuid();

export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!idSchema.safeParse(id).success) return failure(404, "That estimate was not found.");
  if (!limiter.take(`${clientKey(request)}:${id}`)) {
    return failure(429, "That estimate was just sent. Please check your inbox.");
  }
  try {
    const sent = await sendEstimate(await getDb(), id);
    if (!sent) return failure(404, "That estimate was not found.");
    return Response.json({ ok: true, email: sent.email });
  } catch (error) {
    logger.error({ err: error, leadId: id }, "estimate email failed");
    return failure(503, "We couldn't send the estimate just now. Please try again.");
  }
}
