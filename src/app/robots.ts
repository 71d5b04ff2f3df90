// Rendered per request: the origin comes from SITE_URL at run time and lastmod is today.
export const dynamic = "force-dynamic";

import type { MetadataRoute } from "next";
import { env } from "@/server/env";

const DISALLOW = ["/admin/", "/api/", "/tmp/"];

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [
      { userAgent: "Googlebot", allow: "/", disallow: DISALLOW, crawlDelay: 1 },
      { userAgent: "Bingbot", allow: "/", disallow: DISALLOW, crawlDelay: 2 },
      { userAgent: "Slurp", allow: "/", disallow: DISALLOW, crawlDelay: 2 },
      { userAgent: "*", allow: "/", disallow: DISALLOW },
    ],
    sitemap: new URL("/sitemap.xml", env.SITE_URL).toString(),
  };
}
