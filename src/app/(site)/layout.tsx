import { SiteMain } from "@/components/layout/site-document";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";

/** The public pages: the site's header and footer. The owner's and the crew's consoles draw their own. */
export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <SiteHeader />
      <SiteMain>{children}</SiteMain>
      <SiteFooter />
    </>
  );
}
