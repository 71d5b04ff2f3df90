import { visitorSessionSchema } from "@/domain/tracking/visitor-session-input";
import { getDb } from "@/server/db/client";
import { jsonRoute } from "@/server/http/json-route";
import { createRateLimiter } from "@/server/http/rate-limit";
import { saveVisitorSession } from "@/server/visitor-sessions/save-visitor-session";

const limiter = createRateLimiter(60, 60_000);

export const POST = jsonRoute(
  { limit: [limiter, "too-many-requests"], body: visitorSessionSchema },
  "The session could not be saved.",
  async ({ body }) => {
    await saveVisitorSession(await getDb(), body);
    return new Response(null, { status: 204 });
  },
);
