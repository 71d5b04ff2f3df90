import fs from "node:fs";
import path from "node:path";
import { createElement as h } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { cities } from "@/content/cities";
import { HeroBackdrop } from "./static-image";

const inPublic = (src: string) => fs.existsSync(path.join(process.cwd(), "public", src));
/** A whole document, so React would write any preload into <head> as it does for a page. */
const page = (body: React.ReactElement) =>
  renderToStaticMarkup(h("html", { lang: "en" }, h("head"), h("body", null, body)));

describe("the city hero's backdrop", () => {
  it("every city has its backdrop files (scripts/generate-images.mjs backdrops)", () => {
    const missing = cities
      .flatMap((c) => [
        c.heroImage.replace(/-hero\.webp$/, "-hero-backdrop.webp"),
        c.heroImage.replace(/-hero\.webp$/, "-hero-backdrop-mobile.webp"),
      ])
      .filter((src) => !inPublic(src));
    expect(missing).toEqual([]);
  });

  it("is a small static file, never the optimizer, never preloaded, smaller than any headline", () => {
    const html = page(h(HeroBackdrop, { src: "/images/cities/oakland-hero.webp" }));
    expect(html).not.toContain("/_next/image");
    expect(html).not.toContain('rel="preload"');
    expect(html).not.toMatch(/fetchPriority="high"/i);
    const source = html.match(/<source [^>]*>/)?.[0] ?? "";
    expect(source).toContain('media="(max-width: 767px)"');
    expect(source).toContain('srcSet="/images/cities/oakland-hero-backdrop-mobile.webp"');
    const img = html.match(/<img [^>]*>/)?.[0] ?? "";
    expect(img).toContain('src="/images/cities/oakland-hero-backdrop.webp"');
    expect(img).toContain('alt=""');
    // The area a browser counts for the largest paint is at most the natural size: 128 x 72 and
    // 80 x 100 px, a fraction of a headline's.
    expect(img).toContain('width="128"');
    expect(img).toContain('height="72"');
    for (const file of ["oakland-hero-backdrop.webp", "oakland-hero-backdrop-mobile.webp"])
      expect(fs.statSync(path.join(process.cwd(), "public/images/cities", file)).size).toBeLessThan(2048);
  });

  it("a hero without backdrop files shows the fallback's", () => {
    const html = page(
      h(HeroBackdrop, { src: "/images/cities/nowhere-hero.webp", fallback: "/images/fallback-hero.webp" }),
    );
    expect(html).toContain('src="/images/fallback-hero-backdrop.webp"');
    expect(html).toContain('srcSet="/images/fallback-hero-backdrop-mobile.webp"');
  });
});
