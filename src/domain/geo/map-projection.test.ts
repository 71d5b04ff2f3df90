import { describe, expect, it } from "vitest";
import { fitView, mercator, project, TILE_SIZE, tileAddress, tilesFor } from "./map-projection";

const sf = { lat: 37.7749, lng: -122.4194 };
const oakland = { lat: 37.8044, lng: -122.2712 };
const sanJose = { lat: 37.3382, lng: -121.8863 };
const box = { width: 600, height: 400, margin: 20 };

describe("the day's map projection", () => {
  it("puts north up and east right, as web maps do", () => {
    expect(mercator({ lat: 0, lng: 0 })).toEqual({ x: 0.5, y: 0.5 });
    expect(mercator(oakland).x).toBeGreaterThan(mercator(sf).x);
    expect(mercator(oakland).y).toBeLessThan(mercator(sf).y);
    // Tile 0/0/0's corners: the projection is the tile servers' own.
    expect(mercator({ lat: 85.0511, lng: -180 }).y).toBeCloseTo(0, 3);
  });

  it("fits every place inside the box with its margin, the widest span touching the margins", () => {
    const view = fitView([sf, oakland, sanJose], box);
    const points = [sf, oakland, sanJose].map((p) => project(view, p));
    for (const p of points) {
      expect(p.x).toBeGreaterThanOrEqual(box.margin - 1e-6);
      expect(p.x).toBeLessThanOrEqual(box.width - box.margin + 1e-6);
      expect(p.y).toBeGreaterThanOrEqual(box.margin - 1e-6);
      expect(p.y).toBeLessThanOrEqual(box.height - box.margin + 1e-6);
    }
    const ys = points.map((p) => p.y);
    // North to south (SF-Oakland to San Jose) is the longer span of this box: it fills the height.
    expect(Math.max(...ys) - Math.min(...ys)).toBeCloseTo(box.height - 2 * box.margin, 6);
    // Keeps the shape: distances scale alike in both directions.
    const a = project(view, { lat: 37.5, lng: -122.2 });
    const b = project(view, { lat: 37.5, lng: -122.1 });
    expect(b.x - a.x).toBeGreaterThan(0);
  });

  it("centres one place (or none) at a town's scale", () => {
    const view = fitView([sf], box);
    expect(project(view, sf).x).toBeCloseTo(box.width / 2, 6);
    expect(project(view, sf).y).toBeCloseTo(box.height / 2, 6);
    expect(Number.isFinite(fitView([], box).scale)).toBe(true);
  });

  it("with tiles, uses a whole zoom level that still fits, and the tiles cover the box", () => {
    const plain = fitView([sf, oakland, sanJose], box);
    const tiled = fitView([sf, oakland, sanJose], box, true);
    expect(tiled.zoom).not.toBeNull();
    expect(tiled.scale).toBe(TILE_SIZE * 2 ** (tiled.zoom ?? 0));
    expect(tiled.scale).toBeLessThanOrEqual(plain.scale);
    expect(tiled.scale * 2).toBeGreaterThan(plain.scale);
    const tiles = tilesFor(tiled);
    expect(tiles.length).toBeGreaterThan(0);
    // Every pixel of the box is under some tile.
    for (const [x, y] of [
      [0, 0],
      [box.width - 1, box.height - 1],
      [box.width / 2, box.height / 2],
    ] as const)
      expect(tiles.some((t) => t.left <= x && x < t.left + TILE_SIZE && t.top <= y && y < t.top + TILE_SIZE)).toBe(
        true,
      );
    // A place drawn on a tile is where that tile's own pixel puts it.
    const p = project(tiled, sf);
    const world = mercator(sf);
    const t = tiles.find((t) => t.left <= p.x && p.x < t.left + TILE_SIZE && t.top <= p.y && p.y < t.top + TILE_SIZE);
    expect(t?.x).toBe(Math.floor(world.x * 2 ** (tiled.zoom ?? 0)));
    expect(tilesFor(plain)).toEqual([]);
  });

  it("fills a tile address from the owner's template", () => {
    expect(tileAddress("https://t.example.org/{z}/{x}/{y}.png?k={z}", { z: 3, x: 1, y: 2 })).toBe(
      "https://t.example.org/3/1/2.png?k=3",
    );
  });
});
