// Rendered per request: the origin comes from SITE_URL at run time. Every lastmod comes from the
// content (records' `updated`, posts' dates, src/content/page-dates.ts), never the clock.
export const dynamic = "force-dynamic";

import type { MetadataRoute } from "next";
import { sitemapInput } from "@/content/sitemap-pages";
import { buildSitemap } from "@/domain/seo/sitemap";
import { env } from "@/server/env";

export default function sitemap(): MetadataRoute.Sitemap {
  return buildSitemap(sitemapInput(env.SITE_URL));
}
