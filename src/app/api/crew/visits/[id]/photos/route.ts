import { z } from "@/domain/validation/zod";
import { PHOTO_LIMITS } from "@/domain/visit/photo-rules";
import { isPhotoKind } from "@/domain/visit/report";
import { getDb } from "@/server/db/client";
import { handle, refuse } from "@/server/http/handle";
import { failure, readBytesCapped } from "@/server/http/json";
import { photoRefusal } from "@/server/http/refusals";
import { getSessionUser } from "@/server/session";
import { photoStore } from "@/server/uploads/storage";
import { uploadVisitPhoto } from "@/server/visits/upload-visit-photo";
import { photoUrl } from "@/server/visits/visit-report-view";

const UUID = z.uuid();
/** The phone's key of a queued upload: a random UUID it keeps until the photo is stored. */
const CLIENT_KEY = z.uuid();

/**
 * One photo as the raw body (`Content-Type: image/*`), not a multipart form: the phone sends the
 * file it has, and the server reads at most PHOTO_LIMITS.maxBytes of it. Everything about the file
 * (type, size, pixels, damage) is judged by the photo module, never by the declared type.
 */
export const POST = handle<{ params: Promise<{ id: string }> }>(
  {
    body: "image",
    failure: "The photo could not be saved just now. Nothing was stored; please send it again.",
  },
  async (request, { params }) => {
    const user = await getSessionUser();
    if (!user) return refuse("sign-in-required");
    const { id } = await params;
    if (!UUID.safeParse(id).success) return refuse("visit-not-found");
    const query = new URL(request.url).searchParams;
    const kind = query.get("kind");
    const key = query.get("key");
    if (key !== null && !CLIENT_KEY.safeParse(key).success) {
      return failure(400, "invalid-input", "The photo's key from the phone is not valid. Take the photo again.");
    }
    if (!isPhotoKind(kind)) {
      return failure(
        400,
        "invalid-input",
        "Say whether the photo was taken before or after the work (kind=before or kind=after).",
      );
    }
    const result = await uploadVisitPhoto(await getDb(), photoStore(), {
      user,
      bookingId: id,
      kind,
      read: () => readBytesCapped(request, PHOTO_LIMITS.maxBytes),
      now: new Date(),
      ...(key ? { clientKey: key } : {}),
    });
    if (!result.ok) {
      return refuse(
        result.reason === "visit-not-found" || result.reason === "visit-not-started"
          ? result.reason
          : photoRefusal(result.reason),
      );
    }
    const { photo } = result;
    return Response.json(
      {
        ok: true,
        photo: {
          id: photo.id,
          kind: photo.kind,
          width: photo.width,
          height: photo.height,
          thumbUrl: photoUrl(id, photo.id, "thumb"),
          fullUrl: photoUrl(id, photo.id, "full"),
        },
      },
      { status: 201 },
    );
  },
);
