// The day on a map without a maps library (docs/decisions/0043-day-map-and-route.md): places are
// projected as web maps do (spherical Mercator, the world a square of side 1), then scaled and
// moved to fill a box with a margin. With tiles the scale is a whole zoom level's (256 px a tile,
// 2^z tiles across the world), so the owner's tiles sit exactly under the pins.
import type { LatLng } from "./distance";

/** A place on the world square: x east from 180°W, y south from about 85°N, both 0..1. */
export function mercator({ lat, lng }: LatLng): { x: number; y: number } {
  const clamped = Math.max(-85.05, Math.min(85.05, lat));
  const s = Math.sin((clamped * Math.PI) / 180);
  return { x: (lng + 180) / 360, y: 0.5 - Math.log((1 + s) / (1 - s)) / (4 * Math.PI) };
}

export interface MapView {
  width: number;
  height: number;
  /** Pixels per world unit. */
  scale: number;
  /** The world point (in pixels at this scale) at the box's top left. */
  left: number;
  top: number;
  /** The zoom level when the scale is a tile server's (tiles), else null. */
  zoom: number | null;
}

export const TILE_SIZE = 256;
const MAX_ZOOM = 17;

/**
 * The view that shows every place inside a `width` by `height` box, `margin` pixels from its edges,
 * centred. One place (or none) is shown at a town's scale. `tiles`: the scale is the largest whole
 * zoom level that fits, so tiles line up.
 */
export function fitView(
  places: readonly LatLng[],
  box: { width: number; height: number; margin: number },
  tiles = false,
): MapView {
  const points = places.map(mercator);
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const [minX, maxX] = xs.length ? [Math.min(...xs), Math.max(...xs)] : [0.5, 0.5];
  const [minY, maxY] = ys.length ? [Math.min(...ys), Math.max(...ys)] : [0.5, 0.5];
  const innerW = Math.max(1, box.width - 2 * box.margin);
  const innerH = Math.max(1, box.height - 2 * box.margin);
  // A town's width (about 0.0002 of the world, 8 km) when every place is the same.
  const spanX = Math.max(maxX - minX, 0.0002);
  const spanY = Math.max(maxY - minY, 0.0002);
  let scale = Math.min(innerW / spanX, innerH / spanY);
  let zoom: number | null = null;
  if (tiles) {
    zoom = Math.max(0, Math.min(MAX_ZOOM, Math.floor(Math.log2(scale / TILE_SIZE))));
    scale = TILE_SIZE * 2 ** zoom;
  }
  const cx = ((minX + maxX) / 2) * scale;
  const cy = ((minY + maxY) / 2) * scale;
  return { width: box.width, height: box.height, scale, left: cx - box.width / 2, top: cy - box.height / 2, zoom };
}

/** Where a place falls in the view's box, in pixels from its top left. */
export function project(view: MapView, place: LatLng): { x: number; y: number } {
  const p = mercator(place);
  return { x: p.x * view.scale - view.left, y: p.y * view.scale - view.top };
}

/** The tiles that cover a tiled view, each with its place in the box (none without a zoom). */
export function tilesFor(view: MapView): { z: number; x: number; y: number; left: number; top: number }[] {
  if (view.zoom === null) return [];
  const n = 2 ** view.zoom;
  const out: { z: number; x: number; y: number; left: number; top: number }[] = [];
  const x0 = Math.floor(view.left / TILE_SIZE);
  const y0 = Math.floor(view.top / TILE_SIZE);
  const x1 = Math.floor((view.left + view.width - 1) / TILE_SIZE);
  const y1 = Math.floor((view.top + view.height - 1) / TILE_SIZE);
  for (let y = Math.max(0, y0); y <= Math.min(n - 1, y1); y++)
    for (let x = x0; x <= x1; x++)
      out.push({
        z: view.zoom,
        // The world wraps east and west; it does not wrap north and south.
        x: ((x % n) + n) % n,
        y,
        left: x * TILE_SIZE - view.left,
        top: y * TILE_SIZE - view.top,
      });
  return out;
}

/** A tile's address from the owner's template. */
export const tileAddress = (template: string, t: { z: number; x: number; y: number }) =>
  template.replaceAll("{z}", String(t.z)).replaceAll("{x}", String(t.x)).replaceAll("{y}", String(t.y));
