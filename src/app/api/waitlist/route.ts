import { waitlistInputSchema } from "@/domain/waitlist/waitlist-input";
import { getDb } from "@/server/db/client";
import { jsonRoute } from "@/server/http/json-route";
import { createRateLimiter } from "@/server/http/rate-limit";
import { joinWaitlist } from "@/server/waitlist/join-waitlist";

const limiter = createRateLimiter(5, 60_000);

/** "Not in your area yet": an email, a ZIP and a service, told once when a crew works there. */
export const POST = jsonRoute(
  { limit: [limiter, "too-many-sign-ups"], body: waitlistInputSchema, maxBytes: 4096 },
  "Please try again later.",
  async ({ body }) => {
    if (body.website) return Response.json({ ok: true, areaName: "" });
    const result = await joinWaitlist(await getDb(), body, new Date());
    if (!result.ok) return result;
    return Response.json(result);
  },
);
