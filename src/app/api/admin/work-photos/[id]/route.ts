import { z } from "@/domain/validation/zod";
import { getDb } from "@/server/db/client";
import { jsonRoute, ok } from "@/server/http/json-route";
import { publishWorkPhoto, unpublishWorkPhoto } from "@/server/reviews/work-photos";

const CHECKED = "Tick that you checked the photo for faces, house numbers and personal details first.";

const schema = z.discriminatedUnion("action", [
  z.object({ action: z.literal("publish"), checked: z.literal(true, { error: CHECKED }) }),
  z.object({ action: z.literal("unpublish") }),
]);

/** The owner publishes a checked photo of a consenting customer's visit as recent work, or takes it down. */
export const POST = jsonRoute(
  { caller: "admin", body: schema, id: "photo-not-found" },
  "The photo could not be changed just now. Please try again.",
  async ({ user: admin, body, id }) => {
    const result =
      body.action === "publish"
        ? await publishWorkPhoto(await getDb(), admin.id, id, new Date())
        : await unpublishWorkPhoto(await getDb(), id);
    if (!result.ok) return result;
    return ok();
  },
);
