import type { Viewport } from "next";
import localFont from "next/font/local";
import { Analytics } from "@/components/analytics/analytics";
import { ConsentBanner } from "@/components/analytics/consent-banner";
import { BusinessPhoneProvider } from "@/components/layout/business-phone";
import { FrameworkReady } from "@/components/layout/framework-ready";
import { NO_SCRIPT_VIEWS } from "@/components/modes/no-script-views";
import { Toaster } from "@/components/ui/toaster";
import { brandPalette, lookOf } from "@/domain/business/brand";
import { pageIdentity } from "@/server/business/site-content";
import { env } from "@/server/env";

// Cut to the weights and features the site uses (scripts/subset-font.sh): it is preloaded, so its
// bytes are on the way to every page's first paint. `optional`, not `swap`: a page whose font is
// not there by the first paint keeps the metric-matched fallback until the next page, instead of
// swapping under the reader (the swap re-wrapped lines and moved the calculator and breadcrumbs:
// layout shift, docs/decisions/0028). A visitor's second page has it from the cache.
const inter = localFont({
  src: "../../app/fonts/inter-latin-wght.woff2",
  variable: "--font-inter",
  display: "optional",
  weight: "400 800",
});

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

/**
 * The viewport of every document: the root layout's and global-not-found's, which replaces it, so
 * the browser's bar takes the owner's colour on both.
 */
export function siteViewport(): Viewport {
  return { width: "device-width", initialScale: 1, themeColor: lookOf(pageIdentity()).colour ?? "#1d5fd1" };
}

/**
 * The document every page shares: the root layout's, and the 404 for unknown paths
 * (app/global-not-found.tsx), which replaces the root layout. What goes between <body>'s skip link
 * and the toaster is the caller's: the public pages' header and footer are the (site) group's
 * layout, so the consoles' pages never carry them, not even in their RSC payload.
 */
export function SiteDocument({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en-US" className={inter.variable} style={brandStyle()}>
      {/* biome-ignore lint/style/noHeadElement: the root layout's <head>, in a component so global-not-found shares it */}
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
        <BusinessPhoneProvider value={phoneOf(pageIdentity())}>{children}</BusinessPhoneProvider>
        <Toaster />
        <Analytics />
        {env.GA_MEASUREMENT_ID && <ConsentBanner gaId={env.GA_MEASUREMENT_ID} />}
        <FrameworkReady />
      </body>
    </html>
  );
}

/** The `<main>` every page has once, for the skip link. */
export function SiteMain({ className = "", children }: { className?: string; children: React.ReactNode }) {
  return (
    <main id="main" tabIndex={-1} className={`flex-1 focus:outline-none ${className}`.trim()}>
      {children}
    </main>
  );
}
