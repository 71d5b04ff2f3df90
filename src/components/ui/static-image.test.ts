import fs from "node:fs";
import path from "node:path";
import { createElement as h } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { cities } from "@/content/cities";
import { HeroPicture } from "./static-image";

const inPublic = (src: string) => fs.existsSync(path.join(process.cwd(), "public", src));
/** A whole document, so React writes the preloads into <head> as it does for a page. */
const page = (body: React.ReactElement) =>
  renderToStaticMarkup(h("html", { lang: "en" }, h("head"), h("body", null, body)));

describe("the city hero on phones", () => {
  it("every city's hero has its portrait crop (scripts/generate-images.mjs mobile-heroes)", () => {
    const missing = cities.map((c) => c.heroImage.replace(/\.webp$/, "-mobile.webp")).filter((src) => !inPublic(src));
    expect(missing).toEqual([]);
  });

  it("shows the crop below 768 px and the 16:9 picture above, each preloaded only where it shows", () => {
    const html = page(h(HeroPicture, { src: "/images/cities/oakland-hero.webp", alt: "", sizes: "100vw" }));
    const source = html.match(/<source [^>]*>/)?.[0] ?? "";
    expect(source).toContain('media="(max-width: 767px)"');
    expect(source).toContain("oakland-hero-mobile.webp");
    const img = html.match(/<img [^>]*>/)?.[0] ?? "";
    expect(img).toContain('fetchPriority="high"');
    expect(img).not.toContain("-mobile");
    const preloads = html.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];
    expect(preloads).toHaveLength(2);
    expect(preloads.find((l) => l.includes("-mobile"))).toContain('media="(max-width: 767px)"');
    expect(preloads.find((l) => !l.includes("-mobile"))).toContain('media="(min-width: 768px)"');
  });

  it("a hero without a crop is the plain preloaded picture", () => {
    const html = page(
      h(HeroPicture, {
        src: "/images/cities/nowhere-hero.webp",
        fallback: "/images/og-default.jpg",
        alt: "",
        sizes: "100vw",
      }),
    );
    expect(html).not.toContain("<picture");
    expect(html).toContain("og-default.jpg");
    expect(html.match(/<link rel="preload" as="image"[^>]*>/g)?.[0]).not.toContain("media=");
  });
});
