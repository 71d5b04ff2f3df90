import { LineIcon } from "@/components/ui/line-icon";
import { pageIdentity } from "@/server/business/site-content";
import { ConsoleLink } from "./console-link";
import { ADMIN_EXITS, ADMIN_GROUPS, type ConsolePage, PHONE_BAR } from "./console-pages";
import { MoreMenu } from "./more-menu";

const HOME = "/admin";
const ALL = ADMIN_GROUPS.flatMap((g) => g.pages);
const BAR = PHONE_BAR.map((href) => ALL.find((p) => p.href === href)).filter((p) => p !== undefined);
const MORE = ADMIN_GROUPS.map((g) => ({ ...g, pages: g.pages.filter((p) => !PHONE_BAR.includes(p.href)) })).filter(
  (g) => g.pages.length > 0,
);

const marked = "[&[aria-current]]:bg-brand-50 [&[aria-current]]:font-semibold [&[aria-current]]:text-brand-800";
const SIDE_LINK = `flex min-h-8 items-center rounded-md px-3 py-1 text-slate-700 text-sm hover:bg-slate-200/60 ${marked}`;
const MORE_LINK = `flex min-h-11 items-center rounded-md px-3 text-slate-800 hover:bg-slate-100 ${marked}`;
const BAR_ITEM =
  "flex h-full min-h-14 flex-col items-center justify-center gap-0.5 px-1 font-medium text-slate-700 text-xs";
const BAR_MARK = "[&[aria-current]]:text-brand-700 [&[aria-current]]:font-semibold";

function GroupList({
  id,
  label,
  pages,
  linkClass,
  listClass = "space-y-0.5",
}: {
  id: string;
  label: string;
  pages: ConsolePage[];
  linkClass: string;
  listClass?: string;
}) {
  return (
    <div>
      <p id={id} className="px-3 font-semibold text-slate-600 text-xs uppercase tracking-wide">
        {label}
      </p>
      <ul aria-labelledby={id} className={`mt-1 ${listClass}`}>
        {pages.map((p) => (
          <li key={p.href}>
            <ConsoleLink href={p.href} home={HOME} className={linkClass}>
              {p.label}
            </ConsoleLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Leaving the console: plain links, a full page load into the public site's own shell. */
function Exits({ className }: { className: string }) {
  return (
    <ul className="mt-4 space-y-0.5 border-slate-200 border-t pt-4">
      {ADMIN_EXITS.map((p) => (
        <li key={p.href}>
          <a href={p.href} className={className}>
            {p.label}
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * The owner's console around every /admin page: from 1024 px a side navigation with every page,
 * grouped; narrower, a bar fixed at the bottom with the four pages used most and "More" for the
 * rest, and room kept under the page so the bar never covers its end. No public header or footer.
 */
export function AdminShell({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex flex-1">
      <nav
        aria-label="Owner console"
        className="hidden w-56 shrink-0 border-slate-200 border-r bg-slate-50 lg:block print:hidden"
      >
        <div className="sticky top-0 max-h-screen space-y-4 overflow-y-auto p-4">
          <p className="px-3 font-bold text-brand-800">
            {pageIdentity().shortBrand}
            <span className="block font-medium text-slate-600 text-sm">Owner console</span>
          </p>
          {ADMIN_GROUPS.map((g, i) => (
            <GroupList key={g.label} id={`side-group-${i}`} label={g.label} pages={g.pages} linkClass={SIDE_LINK} />
          ))}
          <Exits className={SIDE_LINK} />
        </div>
      </nav>
      <main
        id="main"
        tabIndex={-1}
        className="min-w-0 flex-1 px-4 pt-6 pb-28 focus:outline-none lg:px-8 lg:pt-8 lg:pb-12"
      >
        <div className="mx-auto max-w-6xl">{children}</div>
      </main>
      <nav
        aria-label="Owner console"
        data-console-bar="narrow"
        className="fixed inset-x-0 bottom-0 z-40 border-slate-200 border-t bg-white pb-[env(safe-area-inset-bottom)] shadow-[0_-1px_3px_rgb(0_0_0/0.06)] lg:hidden print:hidden"
      >
        <ul className="grid grid-cols-5">
          {BAR.map((p) => (
            <li key={p.href}>
              <ConsoleLink href={p.href} home={HOME} className={`${BAR_ITEM} ${BAR_MARK}`}>
                {p.icon && <LineIcon name={p.icon} aria-hidden="true" className="h-6 w-6" />}
                {p.label}
              </ConsoleLink>
            </li>
          ))}
          <li>
            <MoreMenu
              hrefs={MORE.flatMap((g) => g.pages.map((p) => p.href))}
              home={HOME}
              summary={
                <>
                  <LineIcon name="ellipsis" aria-hidden="true" className="h-6 w-6" />
                  More
                </>
              }
              summaryClassName={`${BAR_ITEM} cursor-pointer list-none group-open:bg-slate-100 data-[current]:font-semibold data-[current]:text-brand-700 [&::-webkit-details-marker]:hidden`}
              panelClassName="absolute inset-x-0 bottom-full max-h-[calc(100dvh-6rem)] space-y-4 overflow-y-auto border-slate-200 border-t bg-white p-4 shadow-lg"
            >
              {MORE.map((g, i) => (
                <GroupList
                  key={g.label}
                  id={`more-group-${i}`}
                  label={g.label}
                  pages={g.pages}
                  linkClass={MORE_LINK}
                  listClass="grid grid-cols-2 gap-1"
                />
              ))}
              <Exits className={MORE_LINK} />
            </MoreMenu>
          </li>
        </ul>
      </nav>
    </div>
  );
}
