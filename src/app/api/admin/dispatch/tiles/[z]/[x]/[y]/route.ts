import { z } from "@/domain/validation/zod";
import { adminOrNull } from "@/server/admin/require-admin";
import { getDb } from "@/server/db/client";
import { mapTile } from "@/server/geo/map-tiles";
import { handle, refuse } from "@/server/http/handle";
import { failure } from "@/server/http/json";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ z: string; x: string; y: string }> };
const coordinate = z.coerce.number().int().min(0);

/**
 * One tile of the board's map from the owner's tile address (decision 0043): the owner's only,
 * fetched by the server so the page loads images from this site alone. Tiles off: 404.
 */
export const GET = handle<Context>(
  { name: "GET /api/admin/dispatch/tiles/[z]/[x]/[y]", failure: "The map tile could not be loaded just now." },
  async (_request, context) => {
    if (!(await adminOrNull())) return refuse("admin-only");
    const p = await context.params;
    const zoom = coordinate.max(19).safeParse(p.z);
    const x = coordinate.safeParse(p.x);
    const y = coordinate.safeParse(p.y);
    if (!zoom.success || !x.success || !y.success || x.data >= 2 ** zoom.data || y.data >= 2 ** zoom.data)
      return failure(400, "invalid-input", "Ask for a tile as /z/x/y, each a whole number on the map.");
    const tile = await mapTile(await getDb(), { z: zoom.data, x: x.data, y: y.data });
    if (!tile.ok)
      return tile.reason === "tiles-off"
        ? failure(404, "not-found", "The map has no tile address.")
        : failure(502, "unavailable", "The tile server did not answer with a tile.");
    return new Response(new Uint8Array(tile.bytes), {
      headers: {
        "Content-Type": tile.contentType,
        "Content-Length": String(tile.bytes.length),
        "Cache-Control": "private, max-age=86400",
        "X-Content-Type-Options": "nosniff",
      },
    });
  },
);
