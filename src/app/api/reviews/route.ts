import { getServiceArea } from "@/domain/areas/service-areas";
import { reviewInputSchema } from "@/domain/reviews/reviews";
import { getDb } from "@/server/db/client";
import { handle } from "@/server/http/handle";
import { jsonRoute, ok } from "@/server/http/json-route";
import { createRateLimiter } from "@/server/http/rate-limit";
import { forgetPublishedReviews, publishedReviews } from "@/server/reviews/published-reviews";
import { submitReview } from "@/server/reviews/submit-review";

// A customer sends one review, maybe edits it a few times: more than this from one address in a
// minute is a script.
const limiter = createRateLimiter(10, 60_000);

/** The review page's send: the signed link's token is the permission (no account needed). */
export const POST = jsonRoute(
  { limit: [limiter, "too-many-reviews"], body: reviewInputSchema, maxBytes: 16_384 },
  "Your review could not be saved just now. Please try again: what you wrote is still on the page.",
  async ({ body }) => {
    const result = await submitReview(await getDb(), body, new Date());
    if (!result.ok) return result;
    forgetPublishedReviews();
    return ok({ edited: result.edited, googleReviewUrl: result.googleReviewUrl });
  },
);

// The reviews the prerendered pages show, read by their island (docs/decisions/0020): the pages
// never re-render (0007), so a new review reaches them here within a few minutes. Public and the
// same for everyone; browsers keep it a minute, nginx never caches /api/ (0014).
export const dynamic = "force-dynamic";

export const GET = handle(
  { name: "GET /api/reviews", failure: "Reviews are not available just now." },
  async (request) => {
    const asked = new URL(request.url).searchParams.get("area");
    // Only a real area is a key of the process's memo, so the query cannot grow it.
    const area = asked && getServiceArea(asked) ? asked : null;
    return Response.json(await publishedReviews(await getDb(), area, new Date()), {
      headers: { "cache-control": "public, max-age=60" },
    });
  },
);
