import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { LatestPosts } from "@/components/content/latest-posts";
import { PricingAside } from "@/components/content/pricing-aside";
import { ReadyBand } from "@/components/content/ready-band";
import { AreaWaitlist } from "@/components/facts/area-waitlist";
import { FaqAccordion } from "@/components/faq/faq-accordion";
import { CityCards } from "@/components/local/city-card";
import { CityPageHead } from "@/components/local/city-page-head";
import {
  ClimateFactors,
  LocalChallenges,
  Neighborhoods,
  RegulationsBadge,
  Section,
  Utilities,
} from "@/components/local/city-sections";
import { SeasonalCard } from "@/components/local/seasonal-card";
import { ReviewsSection } from "@/components/reviews/reviews-section";
import Link from "@/components/ui/link";
import { StaticHtml } from "@/components/ui/static-html";
import { RecentWorkWhenNear } from "@/components/ui/when-near";
import { cities, cityServicePath, cityTimeZone, getCity, services } from "@/content/lookups";
import { areaOfCity } from "@/domain/areas/service-areas";
import { cityFaqs } from "@/domain/local/city-faqs";
import { popularLocations } from "@/domain/local/local-pages";
import { basePriceNote } from "@/domain/pricing/base-price-note";
import { lowestFromPrice } from "@/domain/pricing/from-price";
import { pageMetadata } from "@/domain/seo/metadata";
import { businessJsonLd, cityPlace, faqJsonLd, serviceJsonLd } from "@/domain/seo/structured-data";
import { pageIdentity, pagePriceTable } from "@/server/business/site-content";
import { env } from "@/server/env";

export const dynamicParams = false;
// No `revalidate`: the page is built once and never re-rendered while the server runs (its CSP
// hashes must keep matching; docs/decisions/0007). The seasonal card is chosen in the browser.

type Params = { state: string; city: string };

export function generateStaticParams(): Params[] {
  return cities.map((c) => ({ state: c.stateSlug, city: c.slug }));
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { state, city: slug } = await params;
  const city = getCity(state, slug);
  if (!city) return {};
  return pageMetadata(
    {
      title: `Air Duct & Dryer Vent Cleaning in ${city.name}, ${city.state}`,
      description: city.metaDescription,
      path: `/${city.stateSlug}/${city.slug}`,
      image: city.heroImage,
      imageAlt: `${city.name} skyline illustration`,
    },
    pageIdentity(),
  );
}

export default async function CityHubPage({ params }: { params: Promise<Params> }) {
  const { state, city: slug } = await params;
  const city = getCity(state, slug);
  if (!city) notFound();
  const faqs = cityFaqs(city);
  return (
    <>
      <CityPageHead
        city={city}
        jsonLd={[
          businessJsonLd(env.SITE_URL, pageIdentity()),
          serviceJsonLd(
            env.SITE_URL,
            {
              name: `Air duct cleaning in ${city.name}`,
              description: city.metaDescription,
              url: `/${city.stateSlug}/${city.slug}`,
              fromPrice: lowestFromPrice(areaOfCity(city), undefined, pagePriceTable(areaOfCity(city))).price,
            },
            [cityPlace(`${city.name}, ${city.state}`)],
            pageIdentity(),
          ),
          faqJsonLd(faqs),
        ]}
        title={`Air Duct & Dryer Vent Cleaning in ${city.name}, ${city.state}`}
        lead={`A price you see before you book and the next open day for a visit, across ${city.neighborhoods.slice(0, 3).join(", ")} and the rest of ${city.name}.`}
      />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 lg:grid-cols-[1fr_26rem]">
        <PricingAside
          pageType="city-hub"
          heading={`Instant price in ${city.name}`}
          place={{ city: city.name, state: city.state }}
          areaId={areaOfCity(city)}
        >
          <p className="mt-2 text-center text-slate-600 text-sm">{basePriceNote(pagePriceTable(areaOfCity(city)))}</p>
        </PricingAside>
        <div className="space-y-4 text-lg text-slate-800 leading-relaxed">
          {city.intro.map((p) => (
            <p key={p.slice(0, 40)}>{p}</p>
          ))}
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
        <Section id="service-areas" title={`Where we work in ${city.name}`} tone="tint">
          <Neighborhoods city={city} />
          <h3 className="mt-8 font-semibold text-lg">Landmarks we drive past every week</h3>
          <ul className="mt-2 list-disc space-y-1 pl-6 text-slate-700">
            {city.landmarks.map((l) => (
              <li key={l}>{l}</li>
            ))}
          </ul>
        </Section>
        <Section id="services" title={`Services in ${city.name}`}>
          <ul className="grid gap-4 md:grid-cols-3">
            {services.map((s) => (
              <li key={s.slug} className="rounded-xl border border-slate-200 p-5">
                <h3 className="font-semibold text-ink">{s.name}</h3>
                <p className="mt-1 text-slate-700 text-sm">{s.shortDescription}</p>
                <Link href={cityServicePath(city, s.slug)} className="mt-3 inline-block font-semibold text-brand-700">
                  {s.name} in {city.name}
                </Link>
              </li>
            ))}
          </ul>
        </Section>
        <Section id="local-challenges" title={`What ${city.name} homes are up against`} tone="tint">
          <LocalChallenges city={city} />
        </Section>
        <Section id="climate" title={`${city.name} climate and your ducts`}>
          <ClimateFactors city={city} />
        </Section>
      </StaticHtml>
      <Section id="seasonal" title="Timing and permits" tone="tint">
        <div className="grid gap-4 md:grid-cols-2">
          <SeasonalCard place={city.name} timeZone={cityTimeZone(city)} />
          <RegulationsBadge city={city} />
        </div>
      </Section>
      <StaticHtml>
        <Section id="utilities" title={`${city.name} utilities`}>
          <Utilities city={city} />
        </Section>
      </StaticHtml>
      <Section id="reviews" title={`What ${city.name} customers say`} tone="tint">
        <ReviewsSection cta={{ href: "#instant-pricing", label: "Get your price" }} area={areaOfCity(city)} />
      </Section>
      <RecentWorkWhenNear area={areaOfCity(city)} place={`in ${city.name}`} />
      <StaticHtml>
        <Section id="faq" title={`${city.name} questions`}>
          <FaqAccordion items={faqs} heading="Frequently Asked Questions" headingLevel={3} />
        </Section>
        <Section id="popular-locations" title="Popular locations" tone="tint">
          <CityCards cities={popularLocations(city)} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" />
        </Section>
        <LatestPosts id="latest-posts" title="Latest from our blog" />
        <ReadyBand place={city.name} />
      </StaticHtml>
    </>
  );
}
