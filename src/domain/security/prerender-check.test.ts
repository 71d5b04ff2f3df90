import { expect, it } from "vitest";
import { rerenderablePages } from "./prerender-check";

const route = (initialRevalidateSeconds: number | false) => ({ initialRevalidateSeconds, srcRoute: null });

it("accepts a build whose hashed pages are never rendered again", () => {
  const manifest = {
    routes: { "/faq": route(false), "/ca/oakland": route(false) },
    dynamicRoutes: { "/[state]/[city]": { fallback: false as const } },
  };
  expect(rerenderablePages(manifest, ["/faq", "/ca/oakland"])).toEqual([]);
});

it("names every hashed page that revalidates and every route that renders params on demand", () => {
  const manifest = {
    routes: { "/faq": route(false), "/ca/oakland": route(86400), "/blog-feed": route(60) },
    dynamicRoutes: { "/[state]/[city]": { fallback: false as const }, "/blog/[slug]": { fallback: null } },
  };
  expect(rerenderablePages(manifest, ["/faq", "/ca/oakland"])).toEqual([
    "/ca/oakland: revalidates every 86400s",
    "/blog/[slug]: renders unknown params on demand (set dynamicParams = false)",
  ]);
});
