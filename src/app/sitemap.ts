// Rendered per request: the origin comes from SITE_URL at run time. Every lastmod comes from the
// content (records' `updated`, posts' dates, src/content/page-dates.ts), never the clock.
export const dynamic = "force-dynamic";

import type { MetadataRoute } from "next";
import { sitemapInput } from "@/content/sitemap-pages";
import { gonePaths } from "@/domain/geo/areas";
import { buildSitemap } from "@/domain/seo/sitemap";
import { readAreaSettings } from "@/server/areas/area-settings";
import { getDb } from "@/server/db/client";
import { env } from "@/server/env";

// The pages of a closed area the owner took down leave at once: read from the database, not the
// proxy's kept list, so the sitemap never names a page this server already answers 404 for.
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const gone = gonePaths(await readAreaSettings(await getDb()));
  return buildSitemap(sitemapInput(env.SITE_URL, gone));
}
