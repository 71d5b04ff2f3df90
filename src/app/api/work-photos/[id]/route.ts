import { z } from "@/domain/validation/zod";
import { getDb } from "@/server/db/client";
import { handle, refuse } from "@/server/http/handle";
import { failure } from "@/server/http/json";
import { readWorkPhoto } from "@/server/reviews/work-photos";
import { photoStore } from "@/server/uploads/storage";

const UUID = z.uuid();
type Context = { params: Promise<{ id: string }> };

/**
 * A published photo of recent work, for anyone. Kept by browsers five minutes only: a customer who
 * takes back their consent, or an owner who unpublishes, takes it down within that time.
 */
export const GET = handle<Context>({ failure: "The photo could not be loaded just now." }, async (request, context) => {
  const { id } = await context.params;
  if (!UUID.safeParse(id).success) return refuse("photo-not-found");
  const size = new URL(request.url).searchParams.get("size") ?? "thumb";
  if (size !== "full" && size !== "thumb") return failure(400, "Ask for size=full or size=thumb.");
  const photo = await readWorkPhoto(await getDb(), photoStore(), id, size);
  if (!photo) return refuse("photo-not-found");
  return new Response(new Uint8Array(photo.bytes), {
    headers: {
      "Content-Type": photo.contentType,
      "Content-Length": String(photo.bytes.length),
      "Cache-Control": "public, max-age=300",
      "X-Content-Type-Options": "nosniff",
    },
  });
});
