import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Breadcrumbs } from "@/components/layout/breadcrumbs";
import { CallUs } from "@/components/layout/call-us";
import { IncludedList } from "@/components/pricing/included-list";
import { AskUsForm } from "@/components/services/ask-us-form";
import Link from "@/components/ui/link";
import { ASK_US_IDS, catalogueEntry, detailsHref, isAskUsId } from "@/content/catalogue";

export const dynamicParams = false;

type Params = { service: string };

export function generateStaticParams(): Params[] {
  return ASK_US_IDS.map((service) => ({ service }));
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const entry = catalogueEntry((await params).service);
  // A form page: the service's own page is the one to index.
  return entry ? { title: `Ask about ${entry.name}`, robots: { index: false } } : {};
}

/** The "ask us" form of a service priced after a call (src/content/catalogue.ts). */
export default async function AskUsPage({ params }: { params: Promise<Params> }) {
  const id = (await params).service;
  const entry = catalogueEntry(id);
  if (!entry || !isAskUsId(id)) notFound();
  return (
    <>
      <Breadcrumbs
        crumbs={[
          { label: "Home", url: "/" },
          { label: entry.name, url: detailsHref(entry) },
          { label: "Ask us", url: `/ask-us/${id}` },
        ]}
      />
      <div className="mx-auto max-w-2xl px-4 py-10">
        <h1 className="font-bold text-3xl text-ink">Ask us about {entry.name.toLowerCase()}</h1>
        <p className="mt-2 text-slate-700">
          We price {entry.name.toLowerCase()} after a short call about your home. Leave your details and we call you
          back with a price, or <CallUs />.
        </p>
        <IncludedList items={entry.included} headingLevel={2} className="mt-6" />
        <div className="mt-8">
          <AskUsForm service={id} serviceName={entry.name} />
        </div>
        <p className="mt-8">
          <Link href={detailsHref(entry)} className="font-semibold text-brand-700 underline">
            More about {entry.name.toLowerCase()}
          </Link>
        </p>
      </div>
    </>
  );
}
