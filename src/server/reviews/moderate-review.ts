import "server-only";
import { desc, eq, inArray } from "drizzle-orm";
import { bookingReference } from "@/domain/booking/reference";
import type { ModerationInput } from "@/domain/reviews/reviews";
import type { Db } from "@/server/db/client";
import type { Review } from "@/server/db/rows";
import { reviewModeration, reviews, user } from "@/server/db/schema";
import { forgetPublishedReviews } from "./published-reviews";

/**
 * The owner replies to a review (in public), hides it for a stated policy reason, or shows it
 * again. Each step is one row of review_moderation with who and when, written in the same
 * transaction as the change. Nothing here can change a review's rating or text.
 */
export async function moderateReview(
  db: Db,
  adminId: string,
  reviewId: string,
  input: ModerationInput,
  now: Date,
): Promise<{ ok: true; review: Review } | { ok: false; reason: "review-not-found" }> {
  const result = await db.transaction(async (tx) => {
    const change =
      input.action === "reply"
        ? { reply: input.reply, repliedAt: now }
        : input.action === "hide"
          ? { status: "hidden", hiddenReason: input.reason }
          : { status: "published", hiddenReason: null };
    const [review] = await tx.update(reviews).set(change).where(eq(reviews.id, reviewId)).returning();
    if (!review) return { ok: false as const, reason: "review-not-found" as const };
    await tx.insert(reviewModeration).values({
      reviewId,
      action: input.action,
      reason: input.action === "hide" ? input.reason : null,
      by: adminId,
      at: now,
    });
    return { ok: true as const, review };
  });
  if (result.ok) forgetPublishedReviews();
  return result;
}

/** Every review for the owner, newest first, hidden ones included, with its moderation log. */
export async function listReviewsForOwner(db: Db) {
  const rows = await db
    .select({ review: reviews, customer: user.name, email: user.email })
    .from(reviews)
    .innerJoin(user, eq(user.id, reviews.userId))
    .orderBy(desc(reviews.createdAt));
  const ids = rows.map((r) => r.review.id);
  const log = ids.length
    ? await db
        .select({ step: reviewModeration, by: user.name })
        .from(reviewModeration)
        .leftJoin(user, eq(user.id, reviewModeration.by))
        .where(inArray(reviewModeration.reviewId, ids))
        .orderBy(desc(reviewModeration.at))
    : [];
  return rows.map((r) => ({
    ...r,
    reference: bookingReference(r.review.bookingId),
    log: log.filter((l) => l.step.reviewId === r.review.id),
  }));
}
