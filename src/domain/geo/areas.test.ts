import { describe, expect, it } from "vitest";
import { cities, cityPath, services } from "@/content/lookups";
import { sitemapInput } from "@/content/sitemap-pages";
import { buildSitemap } from "@/domain/seo/sitemap";
import { type AreaSetting, areaChangeSchema, areaStanding, gonePaths, METROS, metroPaths } from "./areas";

const chicago = cities.find((c) => c.slug === "chicago");
const sf = cities.find((c) => c.slug === "san-francisco");
if (!chicago || !sf) throw new Error("content changed: chicago and san-francisco are expected");
const settings = (entries: [string, AreaSetting][]) => new Map(entries);

describe("METROS", () => {
  it("lists every metro once, the Bay Area first, each with its cities' ZIPs", () => {
    expect(METROS[0]?.id).toBe("bay-area");
    expect(new Set(METROS.map((m) => m.id)).size).toBe(METROS.length);
    expect(METROS.find((m) => m.id === "bay-area")?.zips).toEqual(expect.arrayContaining([...sf.zipCodes]));
    expect(METROS.find((m) => m.id === "chicago")?.zips).toEqual([...new Set(chicago.zipCodes)].sort());
  });
});

describe("areaStanding", () => {
  it("keeps every metro open without a setting (today's behaviour)", () => {
    for (const m of METROS) expect(areaStanding(new Map(), m.id, m.zips[0])).toBe("open");
  });
  it("closes a whole metro, whatever the ZIP", () => {
    const s = settings([["chicago", { open: false, keepPages: true, closedZips: [] }]]);
    expect(areaStanding(s, "chicago", chicago.zipCodes[0])).toBe("metro-closed");
    expect(areaStanding(s, "chicago")).toBe("metro-closed");
    expect(areaStanding(s, "bay-area", sf.zipCodes[0])).toBe("open");
  });
  it("closes one ZIP inside an open metro, also written with a +4", () => {
    const [closed, other] = sf.zipCodes;
    const s = settings([["bay-area", { open: true, keepPages: true, closedZips: [closed as string] }]]);
    expect(areaStanding(s, "bay-area", closed)).toBe("zip-closed");
    expect(areaStanding(s, "bay-area", `${closed}-1234`)).toBe("zip-closed");
    expect(areaStanding(s, "bay-area", other)).toBe("open");
  });
});

describe("gonePaths", () => {
  it("takes down nothing while a closed metro keeps its pages", () => {
    expect(gonePaths(settings([["chicago", { open: false, keepPages: true, closedZips: [] }]])).size).toBe(0);
  });
  it("takes down a metro's city and city-service pages, and a state left with no city", () => {
    const gone = gonePaths(settings([["chicago", { open: false, keepPages: false, closedZips: [] }]]));
    expect(gone.has(cityPath(chicago))).toBe(true);
    for (const s of services) expect(gone.has(`${cityPath(chicago)}/${s.slug}`)).toBe(true);
    expect(gone.has("/il")).toBe(true);
    expect(gone.has(cityPath(sf))).toBe(false);
    expect(gone.has("/ca")).toBe(false);
    expect(gone.size).toBe(metroPaths("chicago").length + 1);
  });
  it("leaves the taken-down pages out of the sitemap, and only those", () => {
    const origin = "https://example.com";
    const all = buildSitemap(sitemapInput(origin)).map((e) => e.url);
    const gone = gonePaths(settings([["chicago", { open: false, keepPages: false, closedZips: [] }]]));
    const left = buildSitemap(sitemapInput(origin, gone)).map((e) => e.url);
    expect(left).not.toContain(`${origin}${cityPath(chicago)}`);
    expect(left).toContain(`${origin}${cityPath(sf)}`);
    expect(all.length - left.length).toBe(gone.size);
  });
  it("brings the pages back when the metro opens again", () => {
    expect(gonePaths(settings([["chicago", { open: true, keepPages: false, closedZips: [] }]])).size).toBe(0);
  });
});

describe("areaChangeSchema", () => {
  const zip = chicago.zipCodes[0] as string;
  it("takes a known metro and its own ZIPs, each once, sorted", () => {
    const parsed = areaChangeSchema.parse({ area: "chicago", open: true, keepPages: true, closedZips: [zip, zip] });
    expect(parsed.closedZips).toEqual([zip]);
  });
  it("refuses an unknown metro, another metro's ZIP and a ZIP that is not five digits", () => {
    expect(areaChangeSchema.safeParse({ area: "atlantis", open: false, keepPages: true, closedZips: [] }).success).toBe(
      false,
    );
    const stray = areaChangeSchema.safeParse({
      area: "chicago",
      open: true,
      keepPages: true,
      closedZips: [sf.zipCodes[0]],
    });
    expect(stray.success).toBe(false);
    expect(JSON.stringify(stray.error?.issues)).toContain("Not a ZIP of this area");
    expect(
      areaChangeSchema.safeParse({ area: "chicago", open: true, keepPages: true, closedZips: ["6060<"] }).success,
    ).toBe(false);
  });
});
