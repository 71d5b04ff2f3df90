import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { visitPhotos } from "@/server/db/schema";
import type { PhotoStore } from "@/server/uploads/storage";
import { accessibleVisit, canWriteVisit, type VisitUser } from "./visit-access";

export type DeletePhotoResult = { ok: true } | { ok: false; reason: "visit-not-found" | "photo-not-found" };

/**
 * Removes a photo the crew took by mistake (or to make room under the limit). The row goes first,
 * in the booking's lock, then the files: a failure between the two leaves files that no row names,
 * which nobody can be shown, rather than a row whose picture is missing.
 */
export async function deleteVisitPhoto(
  db: Db,
  store: PhotoStore,
  input: { user: VisitUser; bookingId: string; photoId: string },
): Promise<DeletePhotoResult> {
  const result = await db.transaction(async (tx) => {
    const visit = await accessibleVisit(tx, input.user, input.bookingId, { lock: true });
    if (!visit || !canWriteVisit(visit.role)) return { ok: false as const, reason: "visit-not-found" as const };
    const [photo] = await tx
      .delete(visitPhotos)
      .where(and(eq(visitPhotos.id, input.photoId), eq(visitPhotos.bookingId, input.bookingId)))
      .returning();
    if (!photo) return { ok: false as const, reason: "photo-not-found" as const };
    return { ok: true as const, photo };
  });
  if (!result.ok) return result;
  await Promise.all([store.remove(result.photo.fullKey), store.remove(result.photo.thumbKey)]);
  return { ok: true };
}
