import "server-only";
import { eq } from "drizzle-orm";
import { linkState, type ReviewInput } from "@/domain/reviews/reviews";
import { firstName } from "@/domain/visit/crew-visit";
import { getBusinessFacts } from "@/server/business-facts/business-facts";
import type { Db } from "@/server/db/client";
import type { Review } from "@/server/db/rows";
import { bookings, reviewRequests, reviews, user } from "@/server/db/schema";
import { requestIdOf } from "./review-links";
import { unpublishVisitPhotos } from "./work-photos";

export type ReviewRefusal = "review-link-invalid" | "review-link-expired" | "review-edit-closed";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** The request a link names, with its visit, its customer and the review if one was sent. */
async function requestOf(tx: Db | Tx, requestId: string) {
  const [row] = await tx
    .select({ request: reviewRequests, booking: bookings, name: user.name, review: reviews })
    .from(reviewRequests)
    .innerJoin(bookings, eq(bookings.id, reviewRequests.bookingId))
    .innerJoin(user, eq(user.id, reviewRequests.userId))
    .leftJoin(reviews, eq(reviews.requestId, reviewRequests.id))
    .where(eq(reviewRequests.id, requestId));
  return row;
}

/** What the review page shows for a link: the visit, the review so far, and what the link may do. */
export async function openReviewLink(db: Db, token: unknown, now: Date) {
  const requestId = requestIdOf(token);
  const row = requestId ? await requestOf(db, requestId) : undefined;
  if (row?.booking.status !== "completed") return { ok: false as const, reason: "review-link-invalid" as const };
  return {
    ok: true as const,
    state: linkState(row.request.createdAt, row.review?.createdAt ?? null, now),
    visit: {
      serviceType: row.booking.serviceType,
      appointmentDate: row.booking.appointmentDate,
      city: row.booking.city,
    },
    firstName: firstName(row.name),
    review: row.review,
  };
}

/**
 * The customer's review through the signed link in their request: the first one is published at
 * once; sending again within 7 days changes the same review; after that the link refuses. The
 * request row is locked so two sends at once make one review. Whatever the rating, the answer is
 * the same, with the owner's Google review page when it is set (offered to everyone alike).
 */
export async function submitReview(
  db: Db,
  input: ReviewInput,
  now: Date,
): Promise<
  { ok: true; edited: boolean; review: Review; googleReviewUrl: string | null } | { ok: false; reason: ReviewRefusal }
> {
  const requestId = requestIdOf(input.token);
  if (!requestId) return { ok: false, reason: "review-link-invalid" };
  const result = await db.transaction(async (tx) => {
    await tx
      .select({ id: reviewRequests.id })
      .from(reviewRequests)
      .where(eq(reviewRequests.id, requestId))
      .for("update");
    const row = await requestOf(tx, requestId);
    if (row?.booking.status !== "completed") return { ok: false as const, reason: "review-link-invalid" as const };
    const state = linkState(row.request.createdAt, row.review?.createdAt ?? null, now);
    if (state === "expired") return { ok: false as const, reason: "review-link-expired" as const };
    if (state === "closed") return { ok: false as const, reason: "review-edit-closed" as const };
    const content = {
      rating: input.rating,
      body: input.text,
      showName: input.showName,
      photoConsent: input.photoConsent,
      updatedAt: now,
    };
    if (row.review) {
      if (!input.photoConsent) await unpublishVisitPhotos(tx, row.booking.id);
      const [review] = await tx.update(reviews).set(content).where(eq(reviews.id, row.review.id)).returning();
      if (!review) throw new Error("review vanished under its lock");
      return { ok: true as const, edited: true, review };
    }
    const [review] = await tx
      .insert(reviews)
      .values({
        ...content,
        requestId,
        bookingId: row.booking.id,
        userId: row.request.userId,
        firstName: firstName(row.name) || null,
        city: row.booking.city,
        serviceArea: row.booking.serviceArea,
        serviceType: row.booking.serviceType,
        createdAt: now,
      })
      .returning();
    if (!review) throw new Error("review insert returned no row");
    return { ok: true as const, edited: false, review };
  });
  if (!result.ok) return result;
  return { ...result, googleReviewUrl: (await getBusinessFacts(db)).googleReviewUrl };
}
