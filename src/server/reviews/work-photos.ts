import "server-only";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { isServiceType, SERVICE_TYPE_LABELS } from "@/domain/pricing/pricing";
import type { Db } from "@/server/db/client";
import { publishedPhotos, reviews, visitPhotos } from "@/server/db/schema";
import type { PhotoStore, PhotoVariant } from "@/server/uploads/storage";

/** How many photos a page shows as recent work. */
export const WORK_PHOTOS_SHOWN = 6;

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

const consented = (bookingId: typeof publishedPhotos.bookingId | typeof visitPhotos.bookingId) =>
  sql`exists (select 1 from ${reviews} where ${reviews.bookingId} = ${bookingId} and ${reviews.photoConsent})`;

/**
 * The owner publishes one photo of a finished visit as recent work, having checked it (`checked`
 * is the form's required tick). Refused unless the visit's customer consented on their review.
 */
export async function publishWorkPhoto(
  db: Db,
  adminId: string,
  photoId: string,
  now: Date,
): Promise<{ ok: true } | { ok: false; reason: "photo-not-found" | "photo-no-consent" }> {
  return db.transaction(async (tx) => {
    const [photo] = await tx
      .select({ photo: visitPhotos, review: reviews })
      .from(visitPhotos)
      .leftJoin(reviews, eq(reviews.bookingId, visitPhotos.bookingId))
      .where(eq(visitPhotos.id, photoId));
    if (!photo) return { ok: false as const, reason: "photo-not-found" as const };
    if (!photo.review?.photoConsent) return { ok: false as const, reason: "photo-no-consent" as const };
    await tx
      .insert(publishedPhotos)
      .values({
        photoId,
        bookingId: photo.photo.bookingId,
        serviceArea: photo.review.serviceArea,
        city: photo.review.city,
        serviceType: photo.review.serviceType,
        kind: photo.photo.kind,
        checkedBy: adminId,
        publishedAt: now,
      })
      .onConflictDoNothing();
    return { ok: true as const };
  });
}

export async function unpublishWorkPhoto(db: Db | Tx, photoId: string): Promise<{ ok: true }> {
  await db.delete(publishedPhotos).where(eq(publishedPhotos.photoId, photoId));
  return { ok: true };
}

/** A customer who takes back their consent (editing their review) takes the photos down with it. */
export async function unpublishVisitPhotos(tx: Db | Tx, bookingId: string): Promise<void> {
  await tx.delete(publishedPhotos).where(eq(publishedPhotos.bookingId, bookingId));
}

export interface WorkPhoto {
  id: string;
  kind: string;
  city: string | null;
  service: string;
  width: number;
  height: number;
}

/** The latest published photos, the page's area first: city, service and kind only. */
export async function listWorkPhotos(db: Db, area: string | null): Promise<WorkPhoto[]> {
  const rows = await db
    .select({ published: publishedPhotos, width: visitPhotos.width, height: visitPhotos.height })
    .from(publishedPhotos)
    .innerJoin(visitPhotos, eq(visitPhotos.id, publishedPhotos.photoId))
    .where(consented(publishedPhotos.bookingId))
    .orderBy(desc(sql`${publishedPhotos.serviceArea} = ${area ?? ""}`), desc(publishedPhotos.publishedAt))
    .limit(WORK_PHOTOS_SHOWN);
  return rows.map(({ published: p, width, height }) => ({
    id: p.photoId,
    kind: p.kind,
    city: p.city,
    service: isServiceType(p.serviceType) ? SERVICE_TYPE_LABELS[p.serviceType] : p.serviceType,
    width,
    height,
  }));
}

/** A published photo's bytes for anyone; an unpublished one (or without consent) is not found. */
export async function readWorkPhoto(db: Db, store: PhotoStore, photoId: string, size: PhotoVariant) {
  const [row] = await db
    .select({ photo: visitPhotos })
    .from(publishedPhotos)
    .innerJoin(visitPhotos, eq(visitPhotos.id, publishedPhotos.photoId))
    .where(and(eq(publishedPhotos.photoId, photoId), consented(publishedPhotos.bookingId)));
  if (!row) return null;
  const stored = await store.get(size === "thumb" ? row.photo.thumbKey : row.photo.fullKey);
  return stored ? { bytes: stored.bytes, contentType: row.photo.contentType } : null;
}

/** The owner's view: each consenting visit's photos, and which are published. */
export async function photosForOwner(db: Db, bookingIds: string[]) {
  if (bookingIds.length === 0) return [];
  return db
    .select({ photo: visitPhotos, publishedAt: publishedPhotos.publishedAt })
    .from(visitPhotos)
    .leftJoin(publishedPhotos, eq(publishedPhotos.photoId, visitPhotos.id))
    .where(inArray(visitPhotos.bookingId, bookingIds))
    .orderBy(visitPhotos.createdAt);
}
