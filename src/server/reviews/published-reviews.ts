import "server-only";
import { avg, count, desc, eq, sql } from "drizzle-orm";
import { site } from "@/content/site";
import { isServiceType, SERVICE_TYPE_LABELS } from "@/domain/pricing/pricing";
import { reviewerLine } from "@/domain/reviews/reviews";
import { localDate } from "@/domain/scheduling/schedule";
import type { Db } from "@/server/db/client";
import { readMemo } from "@/server/db/read-memo";
import { reviews } from "@/server/db/schema";

/** How many reviews a page shows (the average and count are of all of them). */
export const REVIEWS_SHOWN = 6;
/** How long a process answers the pages from memory (a new review shows within this and the browsers' minute). */
export const REVIEWS_MEMO_MS = 60_000;

export interface PublicReview {
  id: string;
  rating: number;
  text: string;
  by: string;
  service: string;
  /** The day it was written (YYYY-MM-DD in the business's zone). */
  date: string;
  reply: string | null;
  area: string;
}

export interface PublicReviews {
  count: number;
  average: number | null;
  reviews: PublicReview[];
}

const memo = readMemo<PublicReviews>(REVIEWS_MEMO_MS);

/**
 * What the pages show: the average and count of every published review (hidden ones are out,
 * ratings never decide), and the newest few, those of the page's area first.
 */
export function publishedReviews(db: Db, area: string | null, now: Date): Promise<PublicReviews> {
  return memo.get(db, area ?? "", now, () => readPublishedReviews(db, area));
}

async function readPublishedReviews(db: Db, area: string | null): Promise<PublicReviews> {
  const published = eq(reviews.status, "published");
  const [figures] = await db
    .select({ n: count(), mean: avg(reviews.rating) })
    .from(reviews)
    .where(published);
  const rows = await db
    .select()
    .from(reviews)
    .where(published)
    .orderBy(desc(sql`${reviews.serviceArea} = ${area ?? ""}`), desc(reviews.createdAt))
    .limit(REVIEWS_SHOWN);
  const n = Number(figures?.n ?? 0);
  return {
    count: n,
    average: n > 0 ? Math.round(Number(figures?.mean) * 10) / 10 : null,
    reviews: rows.map((r) => ({
      id: r.id,
      rating: r.rating,
      text: r.body,
      by: reviewerLine(r),
      service: isServiceType(r.serviceType) ? SERVICE_TYPE_LABELS[r.serviceType] : r.serviceType,
      date: localDate(r.createdAt, site.timeZone),
      reply: r.reply,
      area: r.serviceArea,
    })),
  };
}

/** After a review or a reply changes, this process shows it at once (others within the memo's time). */
export function forgetPublishedReviews(): void {
  memo.forget();
}
