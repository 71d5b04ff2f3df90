import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { cities } from "../src/content/lookups";
import { zipCentroidsFromPackage } from "./zip-centroids-source";

it("the committed ZIP centres are the package's for every ZIP we serve", () => {
  const rows = zipCentroidsFromPackage();
  const committed = readFileSync(path.resolve(import.meta.dirname, "../src/server/geo/zip-centroids.ts"), "utf8");
  const text = JSON.parse(committed.match(/ZIP_CENTROIDS_TEXT =\s*(".*");/)?.[1] ?? '""') as string;
  expect(text.split("\n")).toEqual(rows.map((r) => r.join(" ")));
  // Nearly every ZIP of the content is known to the dataset (a few are PO boxes without a centre).
  const all = new Set(cities.flatMap((c) => c.zipCodes));
  expect(rows.length).toBeGreaterThan(all.size * 0.9);
});
