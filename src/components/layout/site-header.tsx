import { LineIcon } from "@/components/ui/line-icon";
import Link from "@/components/ui/link";
import { lookOf } from "@/domain/business/brand";
import { pageIdentity } from "@/server/business/site-content";
import { AccountLink } from "./account-link";
import { NavItems } from "./nav-links";

const NAV = [
  { href: "/services/air-duct-cleaning", label: "Services" },
  { href: "/faq", label: "FAQ" },
  { href: "/blog", label: "Blog" },
] as const;

/** Both menus' entries: the pages, the account link, then the phone number (`call`). */
function MenuItems({ linkClassName, call }: { linkClassName: string; call: React.ReactNode | null }) {
  return (
    <>
      <NavItems links={NAV} className={linkClassName} />
      <li>
        <AccountLink className={linkClassName} />
      </li>
      {call && <li>{call}</li>}
    </>
  );
}

// The mobile menu is a <details> element: it works before (and without) any JavaScript.
export function SiteHeader() {
  // The owner's identity (decision 0035): a prerendered page carries it from its last regeneration.
  const who = pageIdentity();
  const { logo } = lookOf(who);
  return (
    // Hidden until the page's <main> follows it, that is until the whole header has arrived: both
    // menus sit on the right and grow leftwards as their items arrive, so a paint made while the
    // header is still arriving would show them move. It keeps its height either way.
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white shadow-sm [&:not(:has(+main))]:invisible">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <Link href="/" className="flex items-center gap-2 font-bold text-brand-800 text-lg">
          {/* The owner's logo (decision 0041); without one the name alone, but the demo keeps its "CV" mark. */}
          {logo ? (
            // biome-ignore lint/performance/noImgElement: the owner's logo, already resized and served with its size.
            <img
              src={logo.url}
              alt=""
              width={Math.round((logo.width / logo.height) * 32)}
              height={32}
              className="h-8 w-auto max-w-40 object-contain"
              data-testid="site-logo"
            />
          ) : (
            who.demo && (
              <span aria-hidden="true" className="grid h-8 w-8 place-items-center rounded-lg bg-brand-600 text-white">
                CV
              </span>
            )
          )}
          <span>{who.shortBrand}</span>
          <span className="sr-only">{who.brand.replace(who.shortBrand, "")}, home</span>
        </Link>
        <nav aria-label="Main" className="hidden md:block">
          {/* As tall as the phone pill from the first paint: a paint made while the page is still
              arriving can come before the pill, and the menu would then grow and move. */}
          <ul className="flex h-9 items-center gap-6 font-medium text-slate-700 text-sm">
            <MenuItems
              linkClassName="hover:text-brand-700"
              call={
                who.setUp && (
                  <a
                    href={`tel:${who.phoneE164}`}
                    className="inline-flex items-center gap-2 rounded-full bg-brand-600 px-4 py-2 text-white hover:bg-brand-700"
                  >
                    <LineIcon name="phone" aria-hidden="true" className="h-4 w-4" />
                    {who.phone}
                  </a>
                )
              }
            />
          </ul>
        </nav>
        <details className="group relative md:hidden">
          <summary className="flex cursor-pointer list-none items-center gap-2 rounded-md border border-slate-300 px-3 py-2 font-medium text-sm [&::-webkit-details-marker]:hidden">
            <LineIcon name="menu" aria-hidden="true" className="h-5 w-5" />
            Menu
          </summary>
          <nav
            aria-label="Mobile"
            className="absolute right-0 mt-2 w-64 rounded-lg border border-slate-200 bg-white p-2 shadow-lg"
          >
            <ul className="flex flex-col">
              <MenuItems
                linkClassName="block rounded px-3 py-3 hover:bg-slate-100"
                call={
                  who.setUp && (
                    <a href={`tel:${who.phoneE164}`} className="block rounded px-3 py-3 font-semibold text-brand-700">
                      Call {who.phone}
                    </a>
                  )
                }
              />
            </ul>
          </nav>
        </details>
      </div>
    </header>
  );
}
