// Rendered per request: the origin comes from SITE_URL at run time and lastmod is today.
export const dynamic = "force-dynamic";

import type { MetadataRoute } from "next";
import { allPosts } from "@/content/blog";
import { cities, cityPath, cityServicePath, services } from "@/content/lookups";
import { buildSitemap } from "@/domain/seo/sitemap";
import { env } from "@/server/env";

export default function sitemap(): MetadataRoute.Sitemap {
  return buildSitemap({
    origin: env.SITE_URL,
    today: new Date().toISOString().slice(0, 10),
    servicePaths: services.map((s) => `/services/${s.slug}`),
    cityPaths: cities.map(cityPath),
    cityServicePaths: cities.flatMap((c) => services.map((s) => cityServicePath(c, s.slug))),
    posts: allPosts().map((p) => ({ path: `/blog/${p.slug}`, date: p.date })),
  });
}
