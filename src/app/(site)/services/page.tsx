import type { Metadata } from "next";
import { Breadcrumbs } from "@/components/layout/breadcrumbs";
import Link from "@/components/ui/link";
import { CATALOGUE, detailsHref } from "@/content/catalogue";
import { services } from "@/content/lookups";
import { fromPrice } from "@/domain/pricing/from-price";
import { formatDollars } from "@/domain/pricing/pricing";
import { pageMetadata } from "@/domain/seo/metadata";
import { pageIdentity, pagePriceTable } from "@/server/business/site-content";

export function generateMetadata(): Metadata {
  return pageMetadata(
    {
      title: "Our Services: Duct, Dryer Vent and Air Quality",
      description:
        "Air duct cleaning, dryer vent cleaning and indoor air quality testing for Bay Area homes, with prices, durations and how often each is worth doing.",
      path: "/services",
    },
    pageIdentity(),
  );
}

export default function ServicesIndexPage() {
  return (
    <>
      <Breadcrumbs
        crumbs={[
          { label: "Home", url: "/" },
          { label: "Services", url: "/services" },
        ]}
      />
      <div className="mx-auto max-w-6xl px-4 py-10">
        <h1 className="font-extrabold text-3xl md:text-5xl">Our services</h1>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {CATALOGUE.map((entry) => {
            const record = services.find((s) => s.slug === entry.id);
            return (
              <li key={entry.id} className="rounded-xl border border-slate-200 p-6">
                <h2 className="font-bold text-xl">{entry.name}</h2>
                <p className="mt-2 text-slate-700">{record?.shortDescription ?? entry.summary}</p>
                <p className="mt-3 text-sm">
                  {entry.serviceType
                    ? `From ${formatDollars(fromPrice(entry.serviceType, null, pagePriceTable()))}`
                    : "Ask us for a price"}
                  {record && ` · ${record.averageDuration} · ${record.frequency}`}
                </p>
                <Link href={detailsHref(entry)} className="mt-4 inline-block font-semibold text-brand-700 underline">
                  {entry.name} details
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </>
  );
}
