import { JsonLd } from "@/components/seo/json-ld";
import { LineIcon } from "@/components/ui/line-icon";
import Link from "@/components/ui/link";
import { breadcrumbJsonLd, type Crumb } from "@/domain/seo/structured-data";
import { env } from "@/server/env";

/** Visible breadcrumb links plus the same trail as BreadcrumbList JSON-LD. */
export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="mx-auto max-w-6xl px-4 pt-4 text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-slate-600">
        {crumbs.map((c, i) => {
          const last = i === crumbs.length - 1;
          return (
            <li key={c.url} className="flex items-center gap-1">
              {last ? (
                <span aria-current="page" className="font-medium text-ink">
                  {c.label}
                </span>
              ) : (
                <>
                  <Link href={c.url} className="underline-offset-2 hover:underline">
                    {c.label}
                  </Link>
                  <LineIcon name="chevron-right" aria-hidden="true" className="h-4 w-4" />
                </>
              )}
            </li>
          );
        })}
      </ol>
      <JsonLd data={breadcrumbJsonLd(env.SITE_URL, crumbs)} />
    </nav>
  );
}
