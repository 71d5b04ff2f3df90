import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { StepCards } from "@/components/content/step-cards";
import { FaqAccordion } from "@/components/faq/faq-accordion";
import { Breadcrumbs } from "@/components/layout/breadcrumbs";
import { CityCards } from "@/components/local/city-card";
import { Section } from "@/components/local/city-sections";
import { ServiceAreas } from "@/components/local/service-areas";
import { TrustBadges } from "@/components/modes/trust-badges";
import { CompactBar, ModeButton, ViewModeRoot } from "@/components/modes/view-modes";
import { IncludedList } from "@/components/pricing/included-list";
import { PricingSection } from "@/components/pricing/pricing-section";
import { ReviewsSection } from "@/components/reviews/reviews-section";
import { JsonLd } from "@/components/seo/json-ld";
import { AskUsCard } from "@/components/services/ask-us-card";
import { CataloguePage, catalogueMetadata, SubServicePrice } from "@/components/services/catalogue-page";
import { buttonClass } from "@/components/ui/button";
import { LineIcon } from "@/components/ui/line-icon";
import Link from "@/components/ui/link";
import { StaticHtml } from "@/components/ui/static-html";
import { RecentWorkWhenNear } from "@/components/ui/when-near";
import { CATALOGUE_ONLY_PAGES, type CatalogueEntry, catalogueEntry } from "@/content/catalogue";
import { howItWorks } from "@/content/home";
import { cities, getFaqSections, getService, services } from "@/content/lookups";
import { cleaningSigns, ductBenefits, subServices, whatsIncluded } from "@/content/services";
import type { ServiceRecord } from "@/content/types";
import { fromPrice } from "@/domain/pricing/from-price";
import { pageMetadata } from "@/domain/seo/metadata";
import { businessAreas, faqJsonLd, serviceJsonLd } from "@/domain/seo/structured-data";
import { pageIdentity, pagePriceTable } from "@/server/business/site-content";
import { env } from "@/server/env";

export const dynamicParams = false;

type Params = { service: string };

const LANDING_FAQ_SECTIONS = ["general", "process-safety", "pricing", "hvac-iaq"];
export function generateStaticParams(): Params[] {
  // The catalogue's other entries (the combo, sanitizing, blower & coil) have a page each too.
  return [...services.map((s) => ({ service: s.slug })), ...CATALOGUE_ONLY_PAGES.map((id) => ({ service: id }))];
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const slug = (await params).service;
  const service = getService(slug);
  const entry = catalogueEntry(slug);
  if (!service && entry) return catalogueMetadata(entry);
  if (!service) return {};
  return pageMetadata(
    {
      title: `${service.name} in the San Francisco Bay Area`,
      description: service.metaDescription,
      path: `/services/${service.slug}`,
      image: service.heroImage,
    },
    pageIdentity(),
  );
}

const BAY_AREA_POPULAR = cities.filter((c) => c.stateSlug === "ca").slice(0, 12);

export default async function ServicePage({ params }: { params: Promise<Params> }) {
  const slug = (await params).service;
  const service = getService(slug);
  const entry = catalogueEntry(slug);
  if (!service && entry) return <CataloguePage entry={entry} />;
  if (!service || !entry) notFound();
  const isLanding = service.slug === "air-duct-cleaning";
  const faqItems = isLanding
    ? getFaqSections(LANDING_FAQ_SECTIONS, pagePriceTable()).flatMap((s) =>
        s.items.map((i) => ({ question: i.q, answer: i.a })),
      )
    : service.faqs;
  const crumbs = [
    { label: "Home", url: "/" },
    { label: "Services", url: "/services" },
    { label: service.name, url: `/services/${service.slug}` },
  ];
  return (
    <ViewModeRoot storageKey={`service-${service.slug}`}>
      <Breadcrumbs crumbs={crumbs} />
      <JsonLd
        data={[
          serviceJsonLd(
            env.SITE_URL,
            {
              name: service.name,
              description: service.shortDescription,
              url: `/services/${service.slug}`,
              fromPrice: service.serviceType ? fromPrice(service.serviceType, null, pagePriceTable()) : null,
            },
            businessAreas(),
            pageIdentity(),
          ),
          faqJsonLd(faqItems),
        ]}
      />
      <CompactBar storageKey={`service-${service.slug}`} />
      <header className="mx-auto max-w-6xl px-4 pt-8">
        <h1 className="font-extrabold text-3xl text-ink tracking-tight md:text-5xl">{service.name}</h1>
        <p className="mt-3 max-w-3xl text-lg text-slate-700">{service.shortDescription}</p>
        <div className="full-only mt-6 flex flex-wrap gap-3">
          <a href="#instant-pricing" className={buttonClass("primary", "lg")}>
            Get instant price
          </a>
          <a href="#whats-included" className={buttonClass("outline", "lg")}>
            What's included
          </a>
        </div>
      </header>
      <div id="instant-pricing" className="mx-auto max-w-3xl scroll-mt-28 px-4 py-8">
        {service.serviceType ? (
          <PricingSection pageType="service" defaultType={service.serviceType} />
        ) : (
          <AskUsCard entry={entry} />
        )}
      </div>
      <div className="compact-only mx-auto max-w-3xl px-4 pb-12">
        <IncludedList items={entry.included} headingLevel={2} className="mb-6" />
        <TrustBadges />
        <ModeButton
          storageKey={`service-${service.slug}`}
          to="full"
          className={buttonClass("outline", "lg", "mt-6 w-full")}
        >
          Explore full page
        </ModeButton>
      </div>
      <div className="full-only">
        <FullContent service={service} entry={entry} isLanding={isLanding} faqItems={faqItems} />
      </div>
    </ViewModeRoot>
  );
}

function FullContent({
  service,
  entry,
  isLanding,
  faqItems,
}: {
  service: ServiceRecord;
  entry: CatalogueEntry;
  isLanding: boolean;
  faqItems: { question: string; answer: string }[];
}) {
  return (
    <>
      {/* Below the first screen: in place, server HTML; only the islands between the blocks hydrate
          (decision 0028). */}
      <StaticHtml>
        <Section id="about" title={`About ${service.name.toLowerCase()}`} tone="tint">
          <div className="space-y-4 text-lg text-slate-800 leading-relaxed">
            {service.description.split("\n\n").map((p) => (
              <p key={p.slice(0, 40)}>{p}</p>
            ))}
          </div>
          <p className="mt-4 text-slate-700">
            Typical visit: {service.averageDuration}. Recommended {service.frequency}. {service.seasonality}
          </p>
        </Section>
        {isLanding && (
          <>
            <Section id="sub-services" title="Sub-services and add-ons">
              <div className="grid gap-6 md:grid-cols-2">
                {(["sub-service", "add-on"] as const).map((kind) => (
                  <div key={kind}>
                    <h3 className="font-semibold text-lg">{kind === "sub-service" ? "Sub-services" : "Add-ons"}</h3>
                    <ul className="mt-3 space-y-3">
                      {subServices
                        .filter((s) => s.kind === kind)
                        .map((s) => (
                          <li key={s.id} className="rounded-lg border border-slate-200 p-4">
                            <p className="flex justify-between gap-3 font-semibold">
                              {s.name} <SubServicePrice price={s.price} />
                            </p>
                            <p className="text-slate-700 text-sm">{s.description}</p>
                          </li>
                        ))}
                    </ul>
                  </div>
                ))}
              </div>
            </Section>
            <Section id="whats-included" title="What's included" tone="tint">
              <IncludedList items={entry.included} heading="In every visit" className="mb-6" />
              <ul className="grid gap-4 md:grid-cols-3">
                {whatsIncluded.map((item) => (
                  <li key={item.title} className="rounded-xl bg-white p-5 shadow-sm">
                    <LineIcon name="circle-check" aria-hidden="true" className="h-6 w-6 text-accent-600" />
                    <h3 className="mt-2 font-semibold">{item.title}</h3>
                    <p className="mt-1 text-slate-700 text-sm">{item.description}</p>
                  </li>
                ))}
              </ul>
            </Section>
            <Section id="benefits" title="Benefits">
              <ul className="grid gap-4 md:grid-cols-2">
                {ductBenefits.map((b) => (
                  <li key={b.title} className="rounded-xl border border-slate-200 p-5">
                    <h3 className="font-semibold">{b.title}</h3>
                    <p className="mt-1 text-slate-700">{b.description}</p>
                  </li>
                ))}
              </ul>
            </Section>
            <Section id="how-it-works" title="How it works" tone="tint">
              <StepCards steps={howItWorks} />
            </Section>
            <Section id="when-to-clean" title="When to clean your ducts">
              <ul className="list-disc space-y-2 pl-6 text-lg text-slate-800">
                {cleaningSigns.map((s) => (
                  <li key={s}>{s}</li>
                ))}
              </ul>
            </Section>
            <Section id="popular-cities" title="Popular cities" tone="tint">
              <CityCards cities={BAY_AREA_POPULAR} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" />
            </Section>
          </>
        )}
        {!isLanding && (
          <>
            <Section id="benefits" title="Benefits">
              <ul className="grid gap-3 md:grid-cols-2">
                {service.benefits.map((b) => (
                  <li key={b} className="flex gap-2">
                    <LineIcon
                      name="circle-check"
                      aria-hidden="true"
                      className="mt-0.5 h-5 w-5 shrink-0 text-accent-600"
                    />
                    {b}
                  </li>
                ))}
              </ul>
            </Section>
            {/* The hero's "What's included" link lands here: the visit, step by step, is what is included. */}
            <Section id="whats-included" title="What's included: our process" tone="tint">
              <IncludedList items={entry.included} heading="In every visit" className="mb-6" />
              <StepCards steps={service.processSteps.map((s) => ({ title: s.title, text: s.description }))} />
            </Section>
          </>
        )}
      </StaticHtml>
      <Section id="reviews" title="What customers say">
        <ReviewsSection cta={{ href: "#instant-pricing", label: "Get your price" }} />
      </Section>
      <RecentWorkWhenNear place="across the Bay Area" />
      <StaticHtml>
        <Section id="service-areas" title="Service areas" tone="tint">
          <ServiceAreas serviceSlug={isLanding ? undefined : service.slug} />
        </Section>
        <Section id="faq" title={`${service.name} questions`}>
          <FaqAccordion items={faqItems} headingLevel={3} />
          <p className="mt-4">
            <Link href="/faq" className="font-semibold text-brand-700 underline">
              View all FAQs
            </Link>
          </p>
        </Section>
      </StaticHtml>
    </>
  );
}
