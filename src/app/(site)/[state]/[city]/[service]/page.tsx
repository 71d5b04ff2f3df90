import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { LatestPosts } from "@/components/content/latest-posts";
import { ASIDE_PLACE, PricingAside } from "@/components/content/pricing-aside";
import { AreaWaitlist } from "@/components/facts/area-waitlist";
import { FaqAccordion } from "@/components/faq/faq-accordion";
import { CityCards } from "@/components/local/city-card";
import { CityPageHead } from "@/components/local/city-page-head";
import {
  CommonIssues,
  LocalChallenges,
  Neighborhoods,
  RegulationsBadge,
  Section,
  Utilities,
} from "@/components/local/city-sections";
import { SeasonalCard } from "@/components/local/seasonal-card";
import { ReviewsSection } from "@/components/reviews/reviews-section";
import { AskUsCard } from "@/components/services/ask-us-card";
import Link from "@/components/ui/link";
import { StaticHtml } from "@/components/ui/static-html";
import { RecentWorkWhenNear } from "@/components/ui/when-near";
import { type CatalogueEntry, catalogueEntry } from "@/content/catalogue";
import { cities, cityPath, cityServicePath, cityTimeZone, getCity, getService, services } from "@/content/lookups";
import { areaOfCity } from "@/domain/areas/service-areas";
import { cityServiceFaqs } from "@/domain/local/city-faqs";
import { nearbyCities, popularLocations } from "@/domain/local/local-pages";
import { fromPrice } from "@/domain/pricing/from-price";
import { pageMetadata } from "@/domain/seo/metadata";
import { cityPlace, faqJsonLd, serviceJsonLd } from "@/domain/seo/structured-data";
import { pageIdentity, pagePriceTable } from "@/server/business/site-content";
import { env } from "@/server/env";

export const dynamicParams = false;
// Built once, never re-rendered, like the city hub page: see the note on `revalidate` there.

type Params = { state: string; city: string; service: string };

function askEntry(slug: string): CatalogueEntry {
  const entry = catalogueEntry(slug);
  if (!entry) throw new Error(`service ${slug} is not in the catalogue`);
  return entry;
}

export function generateStaticParams(): Params[] {
  return cities.flatMap((c) => services.map((s) => ({ state: c.stateSlug, city: c.slug, service: s.slug })));
}

function lookup(params: Params) {
  const city = getCity(params.state, params.city);
  const service = getService(params.service);
  return city && service ? { city, service } : null;
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const found = lookup(await params);
  if (!found) return {};
  const { city, service } = found;
  return pageMetadata(
    {
      title: `${service.name} in ${city.name}, ${city.state}`,
      description:
        `${service.name} in ${city.name}: ${service.shortDescription.replace(/\.$/, "")}. ${service.averageDuration}, instant online price, book any open day.`.slice(
          0,
          160,
        ),
      path: cityServicePath(city, service.slug),
      image: city.heroImage,
      imageAlt: `${city.name} skyline illustration`,
    },
    pageIdentity(),
  );
}

export default async function CityServicePage({ params }: { params: Promise<Params> }) {
  const found = lookup(await params);
  if (!found) notFound();
  const { city, service } = found;
  // Two service FAQs (up to four are allowed, docs/product.md#pages-and-addresses) keep sibling city pages from reading alike.
  const faqs = [...cityServiceFaqs(city, service), ...service.faqs.slice(0, 2)];
  const zips = city.zipCodes.slice(0, 10);
  const moreZips = city.zipCodes.length - zips.length;
  const others = services.filter((s) => s.slug !== service.slug).slice(0, 4);
  return (
    <>
      <CityPageHead
        city={city}
        service={service}
        jsonLd={[
          serviceJsonLd(
            env.SITE_URL,
            {
              name: `${service.name} in ${city.name}`,
              description: service.shortDescription,
              url: cityServicePath(city, service.slug),
              fromPrice: service.serviceType
                ? fromPrice(service.serviceType, areaOfCity(city), pagePriceTable(areaOfCity(city)))
                : null,
            },
            [cityPlace(`${city.name}, ${city.state}`)],
            pageIdentity(),
          ),
          faqJsonLd(faqs),
        ]}
        title={`${service.name} in ${city.name}, ${city.state}`}
        lead={`${service.shortDescription} Typical visit: ${service.averageDuration}. Recommended ${service.frequency}.`}
      />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 lg:grid-cols-[1fr_26rem]">
        {service.serviceType ? (
          <PricingAside
            pageType="city-service"
            defaultType={service.serviceType}
            heading={`${service.name} price in ${city.name}`}
            place={{ city: city.name, state: city.state }}
            areaId={areaOfCity(city)}
          />
        ) : (
          // Priced after a call: a way to ask us, not a calculator that cannot price it.
          <div id="instant-pricing" className={ASIDE_PLACE}>
            <AskUsCard entry={askEntry(service.slug)} />
          </div>
        )}
        <div>
          <div className="space-y-4 text-lg text-slate-800 leading-relaxed">
            {city.intro.slice(0, 2).map((p) => (
              <p key={p.slice(0, 40)}>{p}</p>
            ))}
          </div>
          <h2 className="mt-10 font-bold text-2xl">Why {city.name} homes need it</h2>
          <CommonIssues city={city} className="mt-4 space-y-3" />
          <h2 className="mt-10 font-bold text-2xl">Benefits</h2>
          <ul className="mt-4 list-disc space-y-1 pl-6 text-slate-800">
            {service.benefits.map((b) => (
              <li key={b}>{b}</li>
            ))}
          </ul>
        </div>
      </div>
      {/* Under the calculator, where it appears without moving anything on the first screen; the
          hero's opening row says so at once and links here. */}
      <div className="px-4">
        <AreaWaitlist query={`area=${areaOfCity(city)}`} placeName={city.name} />
      </div>
      {/* Below the first screen: in place, server HTML; only the islands between the blocks hydrate
          (decision 0028). */}
      <StaticHtml>
        <Section id="process" title="How the visit goes" tone="tint">
          <ol className="grid list-decimal gap-2 pl-6 md:grid-cols-2">
            {service.processSteps.map((step) => (
              <li key={step.title} className="font-medium">
                {step.title}
              </li>
            ))}
          </ol>
          <p className="mt-4">
            <Link href={`/services/${service.slug}`} className="text-brand-700 underline">
              Each step of our {service.name.toLowerCase()} explained
            </Link>
          </p>
        </Section>
        <Section id="local-challenges" title={`${city.name} homes and their quirks`}>
          <LocalChallenges city={city} />
        </Section>
        <Section id="areas" title={`Neighbourhoods and ZIP codes in ${city.name}`}>
          <Neighborhoods city={city} shown={city.neighborhoods.length} />
          <p className="mt-6 text-slate-700">
            ZIP codes: {zips.join(", ")}
            {moreZips > 0 && ` and ${moreZips} more`}
          </p>
        </Section>
        <Section id="faq" title={`${service.name} questions from ${city.name}`} tone="tint">
          <FaqAccordion items={faqs} headingLevel={3} />
        </Section>
      </StaticHtml>
      <Section id="regulations" title="Permits and timing">
        <div className="grid gap-4 md:grid-cols-2">
          <RegulationsBadge city={city} />
          <SeasonalCard place={city.name} timeZone={cityTimeZone(city)} />
        </div>
      </Section>
      <Section id="reviews" title="Reviews and local utilities" tone="tint">
        <ReviewsSection cta={{ href: "#instant-pricing", label: "Get your price" }} area={areaOfCity(city)} />
        <div className="mt-8">
          <Utilities city={city} />
        </div>
      </Section>
      <RecentWorkWhenNear area={areaOfCity(city)} place={`in ${city.name}`} />
      <StaticHtml>
        <Section id="other-services" title={`Other services in ${city.name}`}>
          <ul className="grid gap-4 md:grid-cols-2">
            {others.map((s) => (
              <li key={s.slug} className="rounded-xl border border-slate-200 p-5">
                <Link href={cityServicePath(city, s.slug)} className="font-semibold text-brand-700">
                  {s.name} in {city.name}
                </Link>
                <p className="mt-1 text-slate-700 text-sm">{s.shortDescription}</p>
              </li>
            ))}
          </ul>
          <p className="mt-6">
            <Link href={`/services/${service.slug}`} className="font-semibold text-brand-700 underline">
              {service.name} across all our service areas
            </Link>
            {" · "}
            <Link href={cityPath(city)} className="font-semibold text-brand-700 underline">
              All services in {city.name}
            </Link>
          </p>
        </Section>
        <Section id="nearby" title="Nearby cities" tone="tint">
          <CityCards
            cities={nearbyCities(city)}
            note={`${service.name} available`}
            className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
          />
        </Section>
        <Section id="popular-locations" title="Popular locations">
          <ul className="flex flex-wrap gap-3">
            {popularLocations(city).map((c) => (
              <li key={c.id}>
                <Link
                  href={cityServicePath(c, service.slug)}
                  className="inline-block rounded-full border border-slate-300 px-4 py-2 hover:bg-slate-50"
                >
                  {service.name} in {c.name}
                </Link>
              </li>
            ))}
          </ul>
        </Section>
        <LatestPosts id="latest-posts" title="Latest from our blog" tone="tint" />
      </StaticHtml>
    </>
  );
}
