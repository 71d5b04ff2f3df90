import type { Metadata, Viewport } from "next";
import localFont from "next/font/local";
import { Analytics } from "@/components/analytics/analytics";
import { ConsentBanner } from "@/components/analytics/consent-banner";
import { BusinessPhoneProvider } from "@/components/layout/business-phone";
import { SiteChrome } from "@/components/layout/site-chrome";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { NO_SCRIPT_VIEWS } from "@/components/modes/no-script-views";
import { Toaster } from "@/components/ui/toaster";
import { site } from "@/content/site";
import { brandPalette, lookOf } from "@/domain/business/brand";
import { pageIdentity } from "@/server/business/site-content";
import { env } from "@/server/env";
import "./globals.css";

// Cut to the weights and features the site uses (scripts/subset-font.sh): it is preloaded, so its
// bytes are on the way to every page's first paint. `optional`, not `swap`: a page whose font is
// not there by the first paint keeps the metric-matched fallback until the next page, instead of
// swapping under the reader (the swap re-wrapped lines and moved the calculator and breadcrumbs:
// layout shift, docs/decisions/0028). A visitor's second page has it from the cache.
const inter = localFont({
  src: "./fonts/inter-latin-wght.woff2",
  variable: "--font-inter",
  display: "optional",
  weight: "400 800",
});

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

export function generateViewport(): Viewport {
  return { width: "device-width", initialScale: 1, themeColor: lookOf(pageIdentity()).colour ?? "#1d5fd1" };
}

/**
 * The owner's brand colour (decision 0041) as the palette's CSS variables on <html>: a few bytes in
 * the HTML a regeneration writes, no stylesheet of its own, so the landing pages load nothing more.
 */
function brandStyle(): React.CSSProperties | undefined {
  const { colour } = lookOf(pageIdentity());
  if (!colour) return undefined;
  return Object.fromEntries(
    Object.entries(brandPalette(colour)).map(([shade, hex]) => [`--color-brand-${shade}`, hex]),
  ) as React.CSSProperties;
}

const phoneOf = (who: ReturnType<typeof pageIdentity>) =>
  who.setUp ? { phone: who.phone, phoneE164: who.phoneE164 } : null;

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en-US" className={inter.variable} style={brandStyle()}>
      <head>
        {/* Without scripts every width shows the full page (no-script-views.ts). */}
        <noscript>
          <style>{NO_SCRIPT_VIEWS}</style>
        </noscript>
      </head>
      <body className="flex min-h-screen flex-col font-sans">
        <a
          href="#main"
          className="sr-only z-50 rounded bg-brand-700 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Skip to content
        </a>
        <BusinessPhoneProvider value={phoneOf(pageIdentity())}>
          <SiteChrome header={<SiteHeader />} footer={<SiteFooter />}>
            {children}
          </SiteChrome>
        </BusinessPhoneProvider>
        <Toaster />
        <Analytics />
        {env.GA_MEASUREMENT_ID && <ConsentBanner gaId={env.GA_MEASUREMENT_ID} />}
      </body>
    </html>
  );
}
