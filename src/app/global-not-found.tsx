import type { Metadata } from "next";
import { NotFoundBody } from "@/components/layout/not-found-body";
import { NotFoundShell } from "@/components/layout/not-found-shell";
import { SiteDocument, SiteMain, siteViewport } from "@/components/layout/site-document";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
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
        <NotFoundShell>
          <NotFoundBody path="" />
        </NotFoundShell>
      </SiteMain>
      <SiteFooter />
    </SiteDocument>
  );
}
