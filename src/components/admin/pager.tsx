import { type Cursor, pageLinks } from "@/domain/paging/cursor";

const LINK = "inline-flex min-h-11 items-center rounded-full border border-slate-300 px-4 font-semibold text-brand-700";

/**
 * A list's "Newer" and "Older" links: plain links whose address carries the list's filters and the
 * cursor, so a page can be shared, bookmarked and opened in a new tab. `bad` says a link was not
 * one of ours (the first page is shown instead).
 */
export function Pager({
  label,
  path,
  filters,
  cursors,
  bad = false,
}: {
  label: string;
  path: string;
  filters: Record<string, string>;
  cursors: { newer: Cursor | null; older: Cursor | null };
  bad?: boolean;
}) {
  const links = pageLinks(path, filters, cursors);
  return (
    <>
      {bad && (
        <p className="mt-3 text-amber-900 text-sm" data-testid="bad-page-link">
          That page link was not valid, so this is the newest page.
        </p>
      )}
      {(links.newer || links.older) && (
        <nav aria-label={label} className="mt-4 flex flex-wrap gap-3 text-sm">
          {links.newer && (
            <a href={links.newer} className={LINK} rel="prev">
              Newer
            </a>
          )}
          {links.older && (
            <a href={links.older} className={LINK} rel="next">
              Older
            </a>
          )}
        </nav>
      )}
    </>
  );
}
