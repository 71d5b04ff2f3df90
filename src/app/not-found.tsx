import type { Metadata } from "next";
import { NotFoundBody } from "@/components/layout/not-found-body";
import { SiteMain } from "@/components/layout/site-document";

export const metadata: Metadata = { title: "Page Not Found", robots: { index: false } };

/**
 * notFound() from a console's layout or page (a customer at /admin). This boundary is part of every
 * page's payload and first load, so it is server markup only: no public header or footer, no
 * client component. Unknown paths get global-not-found.tsx, public pages (site)/not-found.tsx.
 */
export default function ConsoleNotFound() {
  return (
    <SiteMain>
      <NotFoundBody path="" />
    </SiteMain>
  );
}
