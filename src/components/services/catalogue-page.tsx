import type { Metadata } from "next";
import { Breadcrumbs } from "@/components/layout/breadcrumbs";
import { TrustBadges } from "@/components/modes/trust-badges";
import { IncludedList } from "@/components/pricing/included-list";
import { PricingSection } from "@/components/pricing/pricing-section";
import { JsonLd } from "@/components/seo/json-ld";
import Link from "@/components/ui/link";
import type { CatalogueEntry } from "@/content/catalogue";
import { catalogueEntry, detailsHref } from "@/content/catalogue";
import type { SubService } from "@/content/types";
import { formatDollars } from "@/domain/money/format";
import { fromPrice } from "@/domain/pricing/from-price";
import { pageMetadata } from "@/domain/seo/metadata";
import { businessAreas, serviceJsonLd } from "@/domain/seo/structured-data";
import { pageIdentity, pagePriceBook, pagePriceTable } from "@/server/business/site-content";
import { env } from "@/server/env";
import { AskUsCard } from "./ask-us-card";

export function catalogueMetadata(entry: CatalogueEntry): Metadata {
  return pageMetadata(
    {
      title: `${entry.name} in the San Francisco Bay Area`,
      description: `${entry.summary} ${entry.serviceType ? "See your exact price online." : "Ask us for a price."}`,
      path: detailsHref(entry),
    },
    pageIdentity(),
  );
}

/**
 * The page of a catalogue entry that is not one of the service records: what it is, what a visit
 * includes, and the calculator that prices it or the way to ask us.
 */
export function CataloguePage({ entry }: { entry: CatalogueEntry }) {
  const crumbs = [
    { label: "Home", url: "/" },
    { label: "Services", url: "/services" },
    { label: entry.name, url: detailsHref(entry) },
  ];
  return (
    <>
      <Breadcrumbs crumbs={crumbs} />
      <JsonLd
        data={[
          serviceJsonLd(
            env.SITE_URL,
            {
              name: entry.name,
              description: entry.summary,
              url: detailsHref(entry),
              fromPrice: entry.serviceType ? fromPrice(entry.serviceType, null, pagePriceTable()) : null,
            },
            businessAreas(),
            pageIdentity(),
          ),
        ]}
      />
      <header className="mx-auto max-w-6xl px-4 pt-8">
        <h1 className="font-extrabold text-3xl text-ink tracking-tight md:text-5xl">{entry.name}</h1>
        <p className="mt-3 max-w-3xl text-lg text-slate-700">{entry.summary}</p>
        {entry.serviceType && (
          <p className="mt-3 font-semibold text-brand-700 text-lg">
            From {formatDollars(fromPrice(entry.serviceType, null, pagePriceTable()))}
          </p>
        )}
      </header>
      <div id="instant-pricing" className="mx-auto max-w-3xl scroll-mt-28 px-4 py-8">
        {entry.serviceType ? (
          <PricingSection pageType="service" allowedTypes={[entry.serviceType]} defaultType={entry.serviceType} />
        ) : (
          <AskUsCard entry={entry} />
        )}
      </div>
      <div className="mx-auto max-w-3xl px-4 pb-12">
        <IncludedList items={entry.included} headingLevel={2} className="mb-6" />
        <TrustBadges />
        <p className="mt-6">
          <Link href="/services" className="font-semibold text-brand-700 underline">
            All our services
          </Link>
        </p>
      </div>
    </>
  );
}

/** A sub-service's or add-on's price, from where it is priced: never a number typed in content. */
export function SubServicePrice({ price }: { price: SubService["price"] }) {
  const className = "shrink-0 text-brand-700";
  switch (price.kind) {
    case "included":
      return <span className={className}>Included</span>;
    case "service":
      return <span className={className}>from {formatDollars(fromPrice(price.id, null, pagePriceTable()))}</span>;
    case "add-on":
      // Whole dollars, as every price on a marketing page (src/domain/money/format.ts).
      return <span className={className}>{formatDollars(pagePriceBook().addOns[price.id].cents / 100)}</span>;
    case "ask-us": {
      const entry = catalogueEntry(price.id);
      return (
        <Link href={`/ask-us/${price.id}`} className={`${className} underline`}>
          Ask us<span className="sr-only"> about {entry?.name.toLowerCase()}</span>
        </Link>
      );
    }
    case "on-site":
      return <span className={className}>Priced on site</span>;
  }
}
