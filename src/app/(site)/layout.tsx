import { SiteMain } from "@/components/layout/site-document";
import { SITE_FOOTER_ID, SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";

/** The public pages: the site's header and footer. The owner's and the crew's consoles draw their own. */
export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      {/* React hoists this into the head. The first paint waits until the footer is parsed, so the
          browser lays the page out once instead of painting the first part and then laying out the
          whole document again when parsing ends (docs/performance.md). Where unsupported it is ignored. */}
      <link rel="expect" href={`#${SITE_FOOTER_ID}`} blocking="render" />
      <SiteHeader />
      <SiteMain>{children}</SiteMain>
      <SiteFooter />
    </>
  );
}
