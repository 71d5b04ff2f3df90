import type { Metadata } from "next";
import Link from "next/link";
import { PricingSection } from "@/components/pricing/pricing-section";
import { site } from "@/content/site";

export const metadata: Metadata = {
  title: { absolute: `Air Duct & Dryer Vent Cleaning in the Bay Area | ${site.brand}` },
  description:
    "Instant online prices for air duct and dryer vent cleaning in San Francisco and the Bay Area. Insured technicians, same-day service, free estimates.",
  alternates: { canonical: "/" },
};

export default function HomePage() {
  return (
    <>
      <section id="home" className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-6xl px-4 py-16 md:py-24">
          <h1 className="max-w-3xl font-extrabold text-4xl text-ink tracking-tight md:text-5xl">
            Cleaner air starts with clean ducts
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-muted">
            Air duct and dryer vent cleaning across the {site.serviceArea}. Insured technicians, same-day service and a
            price you see before you book.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link
              href="/#instant-pricing"
              className="rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700"
            >
              Get your free quote
            </Link>
            <Link
              href="/services/air-duct-cleaning"
              className="rounded-full border border-brand-600 px-6 py-3 font-semibold text-brand-700 hover:bg-brand-50"
            >
              Explore services
            </Link>
          </div>
        </div>
      </section>
      <section id="instant-pricing" aria-label="Instant pricing" className="scroll-mt-20 bg-white">
        <div className="mx-auto max-w-3xl px-4 py-12">
          <PricingSection pageType="homepage" />
        </div>
      </section>
    </>
  );
}
