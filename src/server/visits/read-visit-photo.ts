import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { visitPhotos } from "@/server/db/schema";
import type { PhotoStore, PhotoVariant } from "@/server/uploads/storage";
import { accessibleVisit, type VisitUser } from "./visit-access";

export type ReadPhotoResult =
  | { ok: true; bytes: Buffer; contentType: string }
  | { ok: false; reason: "visit-not-found" | "photo-not-found" };

/**
 * One photo of a visit for its customer, its crew or the owner. The photo is looked up within the
 * visit, so a photo id of another visit is not found even by someone who may see that other visit
 * through this URL.
 */
export async function readVisitPhoto(
  db: Db,
  store: PhotoStore,
  input: { user: VisitUser; bookingId: string; photoId: string; size: PhotoVariant },
): Promise<ReadPhotoResult> {
  const visit = await accessibleVisit(db, input.user, input.bookingId);
  if (!visit) return { ok: false, reason: "visit-not-found" };
  const [photo] = await db
    .select()
    .from(visitPhotos)
    .where(and(eq(visitPhotos.id, input.photoId), eq(visitPhotos.bookingId, input.bookingId)));
  if (!photo) return { ok: false, reason: "photo-not-found" };
  const stored = await store.get(input.size === "thumb" ? photo.thumbKey : photo.fullKey);
  if (!stored) return { ok: false, reason: "photo-not-found" };
  // The row's type, not the store's: it is what the photo module wrote.
  return { ok: true, bytes: stored.bytes, contentType: photo.contentType };
}
