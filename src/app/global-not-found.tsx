import type { Metadata } from "next";
import { SiteDocument, SiteMain, siteViewport } from "@/components/layout/site-document";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { SiteNotFound } from "@/components/layout/site-not-found";
import "./globals.css";

export const metadata: Metadata = { title: "Page Not Found", robots: { index: false } };

export const generateViewport = siteViewport;

/**
 * A path no route matches (and the internal paths the proxy hides): the whole document with the
 * public header and footer. It replaces the root layout, so the root's not-found boundary, part of
 * every page's payload, can stay without them.
 */
export default function GlobalNotFound() {
  return (
    <SiteDocument>
      <SiteHeader />
      <SiteMain>
        <SiteNotFound />
      </SiteMain>
      <SiteFooter />
    </SiteDocument>
  );
}
