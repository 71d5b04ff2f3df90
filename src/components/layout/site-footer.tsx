import { ClaimSentence, CurrentYear } from "@/components/facts/claims";
import { NewsletterWhenNear } from "@/components/ui/when-near";
import { cityPath, getCityBySlug, services } from "@/content/lookups";
import { site } from "@/content/site";
import { lookOf } from "@/domain/business/brand";
import { pageIdentity } from "@/server/business/site-content";
import { NavItems, type NavLink } from "./nav-links";

const SERVICES = services.map((s) => ({ href: `/services/${s.slug}`, label: s.name }));

const AREA_SLUGS = ["san-francisco", "oakland", "san-jose", "berkeley", "palo-alto", "walnut-creek"];
const AREAS = AREA_SLUGS.map(getCityBySlug)
  .filter((c) => c !== undefined)
  .map((c) => ({ href: cityPath(c), label: c.name }));

const COMPANY = [
  { href: "/faq", label: "FAQ" },
  { href: "/blog", label: "Blog" },
  { href: "/privacy", label: "Privacy" },
  { href: "/terms", label: "Terms" },
  { href: "/reviews", label: "Reviews policy" },
];

function LinkList({ title, links }: { title: string; links: NavLink[] }) {
  return (
    <div>
      <h2 className="font-semibold text-sm text-white uppercase tracking-wide">{title}</h2>
      <ul className="mt-3 space-y-2 text-sm">
        <NavItems links={links} className="text-slate-300 hover:text-white" />
      </ul>
    </div>
  );
}

/** The footer's id: the public layout's render-blocking link names it. */
export const SITE_FOOTER_ID = "site-footer";

export function SiteFooter() {
  // The owner's identity (decision 0035): a prerendered page carries it from its last regeneration.
  const who = pageIdentity();
  const { hours } = lookOf(who);
  // The year this page was rendered (for prerendered pages, the build); the browser shows its own.
  const renderedYear = new Date().getFullYear();
  return (
    <footer id={SITE_FOOTER_ID} className="bg-brand-900 text-slate-300">
      {/* grid-cols-1 (minmax(0, 1fr)), not the implicit auto track: the newsletter row's
          min-content width made every page 394 px wide on phones. */}
      <div className="mx-auto grid max-w-6xl grid-cols-1 gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="min-w-0">
          <p className="font-bold text-lg text-white">{who.brand}</p>
          {who.setUp ? (
            <>
              {hours && (
                <p className="mt-3 text-sm" data-testid="footer-hours">
                  Phones answered {hours}
                </p>
              )}
              <p className="mt-1 text-sm">
                Call{" "}
                <a href={`tel:${who.phoneE164}`} className="font-semibold text-white underline">
                  {who.phone}
                </a>
              </p>
            </>
          ) : (
            <p className="mt-3 text-sm" data-testid="not-set-up">
              This business is not set up yet: its owner has not entered its name, phone and address.
            </p>
          )}
          <p className="mt-1 text-sm">Serving the {site.serviceArea}</p>
          <div id="newsletter" className="mt-6 scroll-mt-24">
            <NewsletterWhenNear source="footer" tone="dark" />
          </div>
        </div>
        <LinkList title="Services" links={SERVICES} />
        <LinkList title="Service areas" links={AREAS} />
        <LinkList title="Company" links={COMPANY} />
      </div>
      <p className="border-white/10 border-t py-4 text-center text-slate-400 text-xs">
        © <CurrentYear publishedYear={renderedYear} /> {who.setUp ? `${who.brand}.` : ""} <ClaimSentence />
      </p>
    </footer>
  );
}
