import type { Metadata } from "next";
import { NotFoundBody } from "@/components/layout/not-found-body";
import { NotFoundShell } from "@/components/layout/not-found-shell";
import { SiteMain } from "@/components/layout/site-document";

export const metadata: Metadata = { title: "Page Not Found", robots: { index: false } };

/**
 * notFound() from a console's layout or page (a customer at /admin): no public header or footer,
 * which would otherwise ride in every page's payload as this boundary's fallback. Unknown paths get
 * global-not-found.tsx, public pages (site)/not-found.tsx.
 */
export default function ConsoleNotFound() {
  return (
    <SiteMain>
      <NotFoundShell>
        <NotFoundBody path="" />
      </NotFoundShell>
    </SiteMain>
  );
}
