// The business time zone is written once (src/content/site.ts, with the states table's own zones
// as data); code reads it from there (site.timeZone, BUSINESS_TIME_ZONE) or is handed it by the
// server. A literal elsewhere drifts the day the business moves or a second metro gets its own zone.
import fs from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";

const src = path.resolve(import.meta.dirname, "../src");
const ZONE = /["'](?:America|Pacific|Europe|Asia|Africa|Australia|Atlantic|Indian|Etc)\/[A-Za-z_+-]+["']/;
// Where zones are data, not code.
const DATA = new Set(["content/site.ts", "content/states.ts", "content/types.ts", "content/time-zone.ts"]);

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

it("names no IANA zone in code outside the content that defines the zones", () => {
  const offenders = sources(src)
    .map((file) => path.relative(src, file).split(path.sep).join("/"))
    .filter((rel) => !DATA.has(rel))
    .filter((rel) => ZONE.test(fs.readFileSync(path.join(src, rel), "utf8")));
  expect(offenders).toEqual([]);
});
