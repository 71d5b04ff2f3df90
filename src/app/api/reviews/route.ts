import { reviewInputSchema } from "@/domain/reviews/reviews";
import { getDb } from "@/server/db/client";
import { jsonRoute, ok } from "@/server/http/json-route";
import { createRateLimiter } from "@/server/http/rate-limit";
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
    return ok({ edited: result.edited, googleReviewUrl: result.googleReviewUrl });
  },
);
