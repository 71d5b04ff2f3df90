import type { Metadata } from "next";
import { SiteDocument, siteViewport } from "@/components/layout/site-document";
import { site } from "@/content/site";
import { pageIdentity } from "@/server/business/site-content";
import { env } from "@/server/env";
import "./globals.css";

/** Titles and the social card name the owner's business (decision 0035); none before it is set up. */
export function generateMetadata(): Metadata {
  const who = pageIdentity();
  return {
    metadataBase: new URL(env.SITE_URL),
    title: who.setUp
      ? { default: who.brand, template: `%s | ${who.brand}` }
      : { default: "Air duct cleaning", template: "%s" },
    description:
      "Air duct and dryer vent cleaning across the San Francisco Bay Area: an instant price online and open times to book.",
    openGraph: {
      ...(who.setUp ? { siteName: who.brand } : {}),
      type: "website",
      images: [{ url: site.defaultSocialImage, alt: site.defaultSocialImageAlt }],
    },
    twitter: {
      card: "summary_large_image",
      images: [{ url: site.defaultSocialImage, alt: site.defaultSocialImageAlt }],
    },
  };
}

export const generateViewport = siteViewport;

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return <SiteDocument>{children}</SiteDocument>;
}
