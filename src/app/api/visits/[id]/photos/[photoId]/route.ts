import { z } from "@/domain/validation/zod";
import { getDb } from "@/server/db/client";
import { handle, refuse } from "@/server/http/handle";
import { failure } from "@/server/http/json";
import { getSessionUser } from "@/server/session";
import { photoStore } from "@/server/uploads/storage";
import { deleteVisitPhoto } from "@/server/visits/delete-visit-photo";
import { readVisitPhoto } from "@/server/visits/read-visit-photo";

const UUID = z.uuid();
type Context = { params: Promise<{ id: string; photoId: string }> };

async function ids(context: Context): Promise<{ bookingId: string; photoId: string } | null> {
  const { id, photoId } = await context.params;
  return UUID.safeParse(id).success && UUID.safeParse(photoId).success ? { bookingId: id, photoId } : null;
}

/**
 * A visit photo for the booking's customer, its crew and the owner only. Never a public or cached
 * URL: a photo of the inside of someone's home must not outlive the request in any cache
 * (docs/decisions/0018-visit-photos-and-storage.md).
 */
export const GET = handle<Context>(
  { failure: "The photo could not be loaded just now. Please try again." },
  async (request, context) => {
    const user = await getSessionUser();
    if (!user) return refuse("sign-in-required");
    const target = await ids(context);
    if (!target) return refuse("photo-not-found");
    const size = new URL(request.url).searchParams.get("size") ?? "full";
    if (size !== "full" && size !== "thumb") return failure(400, "invalid-input", "Ask for size=full or size=thumb.");
    const result = await readVisitPhoto(await getDb(), photoStore(), { user, ...target, size });
    // Someone who may not see the visit is told the same as for a photo that does not exist.
    if (!result.ok) return refuse("photo-not-found");
    return new Response(new Uint8Array(result.bytes), {
      headers: {
        "Content-Type": result.contentType,
        "Content-Length": String(result.bytes.length),
        "Cache-Control": "private, no-store",
        "X-Content-Type-Options": "nosniff",
        "Content-Disposition": "inline",
      },
    });
  },
);

/** The crew or the owner removes a photo (one taken by mistake, or to make room under the limit). */
export const DELETE = handle<Context>(
  { failure: "The photo could not be removed just now. Please try again." },
  async (_request, context) => {
    const user = await getSessionUser();
    if (!user) return refuse("sign-in-required");
    const target = await ids(context);
    if (!target) return refuse("photo-not-found");
    const result = await deleteVisitPhoto(await getDb(), photoStore(), { user, ...target });
    if (!result.ok) return refuse("photo-not-found");
    return Response.json({ ok: true });
  },
);
