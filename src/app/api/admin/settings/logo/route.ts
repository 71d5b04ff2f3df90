import { LOGO_LIMITS, LOGO_REFUSALS } from "@/domain/business/logo-rules";
import { adminOrNull } from "@/server/admin/require-admin";
import { followSiteContent } from "@/server/business/site-content";
import { removeLogo, uploadLogo } from "@/server/business/upload-logo";
import { getDb } from "@/server/db/client";
import { handle, refuse } from "@/server/http/handle";
import { failure, readBytesCapped } from "@/server/http/json";
import { logger } from "@/server/logger";
import { photoStore } from "@/server/uploads/storage";

const regenerate = (db: Awaited<ReturnType<typeof getDb>>) =>
  void followSiteContent(db).catch((error) => logger.error({ err: error }, "pages could not be regenerated"));

/**
 * The owner's logo as the raw body (`Content-Type: image/*`), judged by its bytes like a visit
 * photo (decision 0041): the owner is checked before a byte is read, at most LOGO_LIMITS.maxBytes
 * are read, and every refusal is a 4xx with a sentence.
 */
export const POST = handle(
  { body: "image", failure: "The logo could not be saved just now. Nothing was changed; please try again." },
  async (request) => {
    const owner = await adminOrNull();
    if (!owner) return refuse("admin-only");
    const db = await getDb();
    const result = await uploadLogo(db, photoStore(), {
      ownerId: owner.id,
      read: () => readBytesCapped(request, LOGO_LIMITS.maxBytes),
      now: new Date(),
    });
    if (!result.ok) {
      const { status, message } = LOGO_REFUSALS[result.reason];
      return failure(status, result.reason === "too-large" ? "too-large" : "invalid-input", message, {
        logo: [message],
      });
    }
    regenerate(db);
    return Response.json({ ok: true, version: result.version, width: result.width, height: result.height });
  },
);

/** The owner takes the logo off: the pages show the business's name alone. */
export const DELETE = handle({ failure: "The logo could not be removed just now. Please try again." }, async () => {
  const owner = await adminOrNull();
  if (!owner) return refuse("admin-only");
  const db = await getDb();
  const { version } = await removeLogo(db, photoStore(), { ownerId: owner.id, now: new Date() });
  regenerate(db);
  return Response.json({ ok: true, version });
});
