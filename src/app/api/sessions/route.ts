import { visitorSessionSchema } from "@/domain/tracking/visitor-session-input";
import { getDb } from "@/server/db/client";
import { handle, refuse } from "@/server/http/handle";
import { parseJsonBody } from "@/server/http/json";
import { clientKey, createRateLimiter } from "@/server/http/rate-limit";
import { saveVisitorSession } from "@/server/sessions/save-visitor-session";

const limiter = createRateLimiter(60, 60_000);

export const POST = handle(
  { name: "POST /api/sessions", failure: "The session could not be saved." },
  async (request: Request) => {
    if (!limiter.take(clientKey(request))) return refuse("too-many-requests");
    const body = await parseJsonBody(request, visitorSessionSchema);
    if (!body.ok) return body.response;
    await saveVisitorSession(await getDb(), body.data);
    return new Response(null, { status: 204 });
  },
);
