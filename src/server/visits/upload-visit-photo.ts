import "server-only";
import { randomUUID } from "node:crypto";
import { and, count, eq } from "drizzle-orm";
import { PHOTO_LIMITS, type PhotoRefusal } from "@/domain/visit/photo-rules";
import { type PhotoKind, REPORTABLE_STATUSES } from "@/domain/visit/report";
import type { Db, Tx } from "@/server/db/client";
import type { VisitPhoto } from "@/server/db/rows";
import { visitPhotos } from "@/server/db/schema";
import { processPhoto } from "@/server/uploads/photo";
import { type PhotoStore, photoKey } from "@/server/uploads/storage";
import { accessibleVisit, canWriteVisit, type VisitUser } from "./visit-access";

export type UploadRefusal = "visit-not-found" | "visit-not-started" | PhotoRefusal;

export type UploadResult = { ok: true; photo: VisitPhoto } | { ok: false; reason: UploadRefusal };

/** The upload's bytes, read by the route within the size limit, or why they could not be. */
export type BodyRead = Buffer | "too-large" | "unreadable";

const photoCount = async (db: Db | Tx, bookingId: string) =>
  (await db.select({ n: count() }).from(visitPhotos).where(eq(visitPhotos.bookingId, bookingId)))[0]?.n ?? 0;

async function writable(db: Db | Tx, user: VisitUser, bookingId: string, lock: boolean) {
  const visit = await accessibleVisit(db, user, bookingId, { lock });
  if (!visit || !canWriteVisit(visit.role)) return "visit-not-found" as const;
  if (!REPORTABLE_STATUSES.includes(visit.booking.status)) return "visit-not-started" as const;
  return null;
}

/**
 * Takes one before/after photo of a visit from its crew or the owner. The visit is checked before
 * the body is read (`read` is called only then), so a stranger's upload costs a refusal, not 15 MB
 * of memory and a decode. The photo is re-encoded (processPhoto), both files are stored, and only
 * then is the row written, under the booking's row lock with the count checked again, so parallel
 * uploads never make more than the limit. A row never names missing files; files whose row was not
 * written are removed.
 */
export async function uploadVisitPhoto(
  db: Db,
  store: PhotoStore,
  input: {
    user: VisitUser;
    bookingId: string;
    kind: PhotoKind;
    read: () => Promise<BodyRead>;
    now: Date;
    /** The phone's key for a queued upload: the photo already stored under it is the answer. */
    clientKey?: string;
  },
): Promise<UploadResult> {
  const { user, bookingId, kind, now, clientKey } = input;
  const refused = await writable(db, user, bookingId, false);
  if (refused) return { ok: false, reason: refused };
  const stored = async (tx: Db | Tx) =>
    clientKey
      ? (
          await tx
            .select()
            .from(visitPhotos)
            .where(and(eq(visitPhotos.bookingId, bookingId), eq(visitPhotos.clientKey, clientKey)))
        )[0]
      : undefined;
  // A retry after an answer lost on the way back: the photo is there already, once.
  const before = await stored(db);
  if (before) return { ok: true, photo: before };
  // Early and unlocked: a full visit is told so before its crew waits for an upload and a decode.
  if ((await photoCount(db, bookingId)) >= PHOTO_LIMITS.maxPerVisit) return { ok: false, reason: "too-many-photos" };

  const bytes = await input.read();
  if (bytes === "too-large") return { ok: false, reason: "too-large" };
  // A body cut off mid-way is the same to the person as a photo cut off mid-way: send it again.
  if (bytes === "unreadable") return { ok: false, reason: "unreadable" };
  const photo = await processPhoto(bytes);
  if (!photo.ok) return photo;

  const id = randomUUID();
  const fullKey = photoKey(bookingId, id, "full");
  const thumbKey = photoKey(bookingId, id, "thumb");
  const removeFiles = () => Promise.all([store.remove(fullKey), store.remove(thumbKey)]).catch(() => {});
  try {
    await store.put(fullKey, photo.full, photo.contentType);
    await store.put(thumbKey, photo.thumb, photo.contentType);
  } catch (error) {
    await removeFiles();
    throw error;
  }

  let result: UploadResult & { twin?: boolean };
  try {
    result = await db.transaction(async (tx): Promise<UploadResult & { twin?: boolean }> => {
      const again = await writable(tx, user, bookingId, true);
      if (again) return { ok: false, reason: again };
      // Two copies of one queued upload racing: the booking's row lock orders them; the second finds the first.
      const twin = await stored(tx);
      if (twin) return { ok: true, photo: twin, twin: true };
      if ((await photoCount(tx, bookingId)) >= PHOTO_LIMITS.maxPerVisit)
        return { ok: false, reason: "too-many-photos" };
      const [row] = await tx
        .insert(visitPhotos)
        .values({
          id,
          bookingId,
          kind,
          fullKey,
          thumbKey,
          contentType: photo.contentType,
          width: photo.width,
          height: photo.height,
          uploadedBy: user.id,
          createdAt: now,
          clientKey: clientKey ?? null,
        })
        .returning();
      if (!row) throw new Error("the photo insert returned no row");
      return { ok: true, photo: row };
    });
  } catch (error) {
    await removeFiles();
    throw error;
  }
  if (!result.ok || result.twin) await removeFiles();
  return result.ok ? { ok: true, photo: result.photo } : result;
}
