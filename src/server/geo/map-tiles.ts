import "server-only";
import { tileAddress } from "@/domain/geo/map-projection";
import type { Reader } from "@/server/db/client";
import { loadDriveSettings } from "@/server/dispatch/drive-settings";

// The owner's map tiles (decision 0043), fetched by the server for the board's map: the page's
// policy keeps images to this site, the owner's tile server never sees the owner's browser, and
// a slow or failing server costs one blank square, never the page.

export const TILE_TIMEOUT_MS = 4000;
const MAX_TILE_BYTES = 512 * 1024;
const IMAGE_TYPES = new Set(["image/png", "image/jpeg", "image/webp"]);

export type TileAnswer =
  | { ok: true; bytes: Uint8Array; contentType: string }
  | { ok: false; reason: "tiles-off" | "tile-unavailable" };

/** One tile from the owner's tile address; `fetchTile` is the network (a loopback server in tests). */
export async function mapTile(
  db: Reader,
  tile: { z: number; x: number; y: number },
  fetchTile: typeof fetch = fetch,
): Promise<TileAnswer> {
  const { tileUrl } = await loadDriveSettings(db);
  if (!tileUrl) return { ok: false, reason: "tiles-off" };
  try {
    const res = await fetchTile(tileAddress(tileUrl, tile), {
      signal: AbortSignal.timeout(TILE_TIMEOUT_MS),
      redirect: "error",
      headers: { accept: "image/png,image/jpeg,image/webp" },
    });
    const contentType = (res.headers.get("content-type") ?? "").split(";")[0]?.trim() ?? "";
    if (!res.ok || !IMAGE_TYPES.has(contentType)) {
      await res.body?.cancel().catch(() => {});
      return { ok: false, reason: "tile-unavailable" };
    }
    const bytes = new Uint8Array(await res.arrayBuffer());
    if (bytes.byteLength > MAX_TILE_BYTES) return { ok: false, reason: "tile-unavailable" };
    return { ok: true, bytes, contentType };
  } catch {
    return { ok: false, reason: "tile-unavailable" };
  }
}
