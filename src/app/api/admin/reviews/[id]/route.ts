import { moderationSchema } from "@/domain/reviews/reviews";
import { getDb } from "@/server/db/client";
import { jsonRoute, ok } from "@/server/http/json-route";
import { moderateReview } from "@/server/reviews/moderate-review";

/** The owner replies to a review, hides it for a policy reason, or shows it again (each logged). */
export const POST = jsonRoute(
  { caller: "admin", body: moderationSchema, id: "review-not-found", maxBytes: 16_384 },
  "The review could not be changed just now. Please try again.",
  async ({ user: admin, body, id }) => {
    const result = await moderateReview(await getDb(), admin.id, id, body, new Date());
    if (!result.ok) return result;
    return ok({ review: { id: result.review.id, status: result.review.status } });
  },
);
