import "server-only";
import { randomUUID } from "node:crypto";
import type { LogoRefusal } from "@/domain/business/logo-rules";
import type { Db } from "@/server/db/client";
import { processLogo } from "@/server/uploads/logo";
import { logoKey, type PhotoStore } from "@/server/uploads/storage";
import type { BodyRead } from "@/server/visits/upload-visit-photo";
import { saveLogo, storedBrand } from "./business-brand";

/**
 * The owner's logo: re-encoded (processLogo), stored in the photos' store under a new key, then
 * named by the brand row (a new version). The row never names a missing file: the file is written
 * first, and the one it replaced is removed only after the row moved on. Two racing uploads both
 * land and are both recorded; the later row wins, and the earlier file is removed by it.
 */
export async function uploadLogo(
  db: Db,
  store: PhotoStore,
  input: { ownerId: string; read: () => Promise<BodyRead>; now: Date },
): Promise<{ ok: true; version: number; width: number; height: number } | { ok: false; reason: LogoRefusal }> {
  const bytes = await input.read();
  if (bytes === "too-large") return { ok: false, reason: "too-large" };
  if (bytes === "unreadable") return { ok: false, reason: "unreadable" };
  const logo = await processLogo(bytes);
  if (!logo.ok) return logo;
  const key = logoKey(randomUUID());
  await store.put(key, logo.png, "image/png");
  let saved: Awaited<ReturnType<typeof saveLogo>>;
  try {
    saved = await saveLogo(db, input.ownerId, { key, width: logo.width, height: logo.height }, input.now);
  } catch (error) {
    await store.remove(key).catch(() => {});
    throw error;
  }
  if (saved.oldLogoKey) await store.remove(saved.oldLogoKey).catch(() => {});
  return { ok: true, version: saved.version, width: logo.width, height: logo.height };
}

/** The owner takes the logo off: the pages show the business's name alone. */
export async function removeLogo(db: Db, store: PhotoStore, input: { ownerId: string; now: Date }) {
  // Nothing to take off: no new version, so no server regenerates its pages for nothing.
  const current = await storedBrand(db);
  if (!current.logoKey) return { version: current.version };
  const saved = await saveLogo(db, input.ownerId, null, input.now);
  if (saved.oldLogoKey) await store.remove(saved.oldLogoKey).catch(() => {});
  return { version: saved.version };
}
