import { LatestPosts } from "@/components/content/latest-posts";
import { StepCards } from "@/components/content/step-cards";
import { ClaimItems } from "@/components/facts/claims";
import { FaqAccordion } from "@/components/faq/faq-accordion";
import { FloatingEstimate } from "@/components/home/floating-estimate";
import { OfferTerms, OfferWords } from "@/components/home/offer-ends";
import { CityCards } from "@/components/local/city-card";
import { Section } from "@/components/local/city-sections";
import { TrustBadges } from "@/components/modes/trust-badges";
import { CompactBar, ModeButton, ViewModeRoot } from "@/components/modes/view-modes";
import { PricingSection } from "@/components/pricing/pricing-section";
import { ReviewsSection } from "@/components/reviews/reviews-section";
import { JsonLd } from "@/components/seo/json-ld";
import { buttonClass } from "@/components/ui/button";
import { ShieldCheckIcon } from "@/components/ui/icons";
import { LineIcon } from "@/components/ui/line-icon";
import Link from "@/components/ui/link";
import { StaticHtml } from "@/components/ui/static-html";
import { CATALOGUE, detailsHref, tileHref } from "@/content/catalogue";
import { howItWorks, trustPoints } from "@/content/home";
import { cities } from "@/content/lookups";
import { site } from "@/content/site";
import { titleWithBrand } from "@/domain/business/identity";
import { decodeCombo, heroCtaTest, pricingDisplayTest, serviceLayoutTest } from "@/domain/experiments/experiments";
import { OFFERS, offersShownBy } from "@/domain/offers/offers";
import { homeFaqs } from "@/domain/pricing/home-faqs";
import { formatDollars, SERVICE_TYPE_LABELS, SERVICE_TYPES } from "@/domain/pricing/quote-math";
import { earliestVisitWords } from "@/domain/scheduling/earliest-visit";
import { BOOKING_WINDOW_DAYS } from "@/domain/scheduling/schedule";
import { pageMetadata } from "@/domain/seo/metadata";
import { breadcrumbJsonLd, businessJsonLd, faqJsonLd } from "@/domain/seo/structured-data";
import { pageFromPrice, pageIdentity, pagePriceBook } from "@/server/business/site-content";
import { env } from "@/server/env";

/** The hero button's words without an offer (the control's), once the owner's offer has ended. */
const CONTROL_BUTTON = heroCtaTest.variants.find((v) => v.id === "control")?.config.buttonText ?? "Get Free Estimate";

/** The home page's metadata, naming the owner's business (decision 0035). */
export function homeMetadata() {
  const who = pageIdentity();
  const title = titleWithBrand("Air Duct & Dryer Vent Cleaning in the Bay Area", who);
  return {
    ...pageMetadata(
      {
        title,
        description:
          "Instant online prices for air duct and dryer vent cleaning in San Francisco and the Bay Area. Book an open time online, free estimates.",
        path: "/",
      },
      who,
    ),
    title: { absolute: title },
  };
}

const ICONS = {
  wind: "wind",
  flame: "flame",
  layers: "layers",
  gauge: "gauge",
  sparkles: "sparkles",
  fan: "fan",
} as const;
const POPULAR_CITIES = cities.slice(0, 12);

function CtaBand({ text }: { text: string }) {
  return (
    <div className="bg-brand-700 text-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-6">
        <p className="font-semibold text-lg">Your exact price takes under a minute.</p>
        <a href="#instant-pricing" className={buttonClass("light", "md")}>
          {text}
        </a>
      </div>
    </div>
  );
}

// The specification's #testimonials section, with what customers really said (the experiment moves it).
function Testimonials() {
  return (
    <Section id="testimonials" title="What customers say">
      <ReviewsSection cta={{ href: "#instant-pricing", label: "Get your price" }} />
    </Section>
  );
}

/** The home page for one A/B combination (see src/proxy.ts); every variant is prerendered. */
export function HomePage({ combo }: { combo: string }) {
  const { hero, pricing, layout } = decodeCombo(combo);
  const faqs = homeFaqs(pagePriceBook());
  // The offers this variant shows, with their terms; the server attaches them to the visitor.
  const offers = offersShownBy(combo).map((id) => OFFERS[id]);
  const manyCtas = layout.config.ctaFrequency === "high";
  return (
    <ViewModeRoot storageKey="home">
      <JsonLd
        data={[
          businessJsonLd(env.SITE_URL, pageIdentity()),
          faqJsonLd(faqs),
          breadcrumbJsonLd(env.SITE_URL, [{ label: "Home", url: "/" }]),
        ]}
      />
      <CompactBar storageKey="home" />
      <section id="home" className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-6xl px-4 pt-10 pb-6 md:pt-20 md:pb-12">
          <h1 className="max-w-3xl font-extrabold text-3xl text-ink tracking-tight md:text-5xl">
            Air duct &amp; dryer vent cleaning, priced in seconds
          </h1>
          <div className="full-only">
            <p className="mt-4 max-w-2xl text-lg text-muted">
              Serving the {site.serviceArea}: {earliestVisitWords().toLowerCase()} and a price you see before you book.
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <a
                href="#instant-pricing"
                data-experiment={`${heroCtaTest.id}:${hero.id}`}
                className={buttonClass("primary", "lg")}
              >
                {hero.id === "discount_urgency" ? (
                  <OfferWords otherwise={CONTROL_BUTTON}>{hero.config.buttonText}</OfferWords>
                ) : (
                  hero.config.buttonText
                )}
              </a>
              <a href="#services" className={buttonClass("outline", "lg")}>
                Explore services
              </a>
            </div>
            {offers.length > 0 && (
              <OfferTerms className="mt-4 max-w-2xl text-slate-700 text-sm">
                {offers.map((o) => `${o.headline}: ${o.terms}.`).join(" ")} Applied to your price and booking
                automatically; offers do not combine.
              </OfferTerms>
            )}
          </div>
        </div>
      </section>
      <section id="instant-pricing" aria-label="Instant pricing" className="scroll-mt-28">
        <div className="mx-auto max-w-3xl px-4 pb-8">
          <div data-experiment={`${pricingDisplayTest.id}:${pricing.id}`}>
            <PricingSection pageType="homepage" priceDisplay={pricing.config} />
          </div>
        </div>
      </section>
      <div className="compact-only mx-auto max-w-3xl px-4 pb-12">
        <TrustBadges />
        <ModeButton storageKey="home" to="full" className={buttonClass("outline", "lg", "mt-6 w-full")}>
          Explore full site
        </ModeButton>
      </div>
      <div className="full-only" data-experiment={`${serviceLayoutTest.id}:${layout.id}`}>
        {/* Below the first screen: in place, server HTML; only the islands between the blocks
            (reviews, claims) hydrate (decision 0028). */}
        {layout.config.testimonials === "top" && <Testimonials />}
        <StaticHtml>
          <Section id="popular-services" title="Popular services" tone="tint">
            <ul className="grid grid-cols-2 gap-4 md:grid-cols-3">
              {/* Each tile prices its own service or asks us about it (src/content/catalogue.ts). */}
              {CATALOGUE.map((tile) => (
                <li key={tile.id}>
                  <a
                    href={tileHref(tile)}
                    className="block h-full rounded-xl bg-white p-5 shadow-sm hover:shadow-md"
                    data-testid={`service-tile-${tile.id}`}
                  >
                    <LineIcon name={ICONS[tile.icon]} aria-hidden="true" className="h-8 w-8 text-brand-600" />
                    <p className="mt-3 font-semibold">{tile.name}</p>
                    <p className="text-slate-600 text-sm">{tile.note}</p>
                    <p className="mt-2 font-semibold text-brand-700 text-sm">
                      {tile.serviceType
                        ? `From ${formatDollars(pageFromPrice([tile.serviceType]))}`
                        : "Ask us for a price"}
                    </p>
                  </a>
                </li>
              ))}
            </ul>
          </Section>
          <Section id="popular-cities" title="Popular cities">
            <CityCards cities={POPULAR_CITIES} className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4" />
          </Section>
          {manyCtas && <CtaBand text={hero.config.buttonText} />}
        </StaticHtml>
        <div className="bg-brand-800 text-white">
          <ul className="mx-auto flex max-w-6xl flex-wrap justify-center gap-x-8 gap-y-2 px-4 py-5 font-medium text-sm">
            {[...trustPoints, earliestVisitWords()].map((p) => (
              <li key={p} className="flex items-center gap-2">
                <LineIcon name="circle-check" aria-hidden="true" className="h-4 w-4" /> {p}
              </li>
            ))}
            <ClaimItems itemClassName="flex items-center gap-2" icon={<ShieldCheckIcon className="h-4 w-4" />} />
          </ul>
        </div>
        <StaticHtml>
          <Section id="services" title="Our services" tone="tint">
            <ul className="grid gap-4 md:grid-cols-3">
              {CATALOGUE.map((s) => (
                <li key={s.id} className="rounded-xl bg-white p-5 shadow-sm">
                  <h3 className="font-semibold">{s.name}</h3>
                  <p className="mt-1 text-slate-700 text-sm">{s.summary}</p>
                  <Link href={detailsHref(s)} className="mt-3 inline-block font-semibold text-brand-700 text-sm">
                    Details<span className="sr-only"> about {s.name}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </Section>
          <Section id="top-sub-services" title="Most requested">
            <ul className="grid gap-4 md:grid-cols-3">
              {SERVICE_TYPES.map((type) => (
                <li key={type} className="flex flex-col rounded-xl border border-slate-200 p-6">
                  <h3 className="font-bold text-lg">{SERVICE_TYPE_LABELS[type]}</h3>
                  <p className="mt-2 text-2xl">
                    From <span className="font-extrabold text-brand-700">{formatDollars(pageFromPrice([type]))}</span>
                  </p>
                  <div className="mt-4 flex flex-wrap gap-3">
                    <a href="#instant-pricing" className={buttonClass("primary", "md", "text-sm")}>
                      Get instant price
                    </a>
                    {type === "air_duct" && (
                      <Link href="/services/air-duct-cleaning" className={buttonClass("outline", "md", "text-sm")}>
                        Learn more<span className="sr-only"> about air duct cleaning</span>
                      </Link>
                    )}
                  </div>
                </li>
              ))}
            </ul>
          </Section>
          <Section id="process" title="How It Works" tone="tint">
            <StepCards steps={howItWorks} size="lg" />
          </Section>
          {manyCtas && <CtaBand text={hero.config.buttonText} />}
        </StaticHtml>
        {layout.config.testimonials === "bottom" && <Testimonials />}
        <StaticHtml>
          <LatestPosts id="blog" title="From our blog" tone="tint" />
          <Section id="faq" title="Questions homeowners ask">
            <FaqAccordion items={faqs} headingLevel={3} />
            <Link href="/faq" className="mt-4 inline-block font-semibold text-brand-700 underline">
              View all FAQs
            </Link>
          </Section>
          <div id="quote" />
          <div className="bg-brand-50">
            <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-10">
              <p className="font-bold text-2xl">Ready when you are.</p>
              <a href="#instant-pricing" className={buttonClass("primary", "lg")}>
                Get your free quote
              </a>
            </div>
          </div>
        </StaticHtml>
      </div>
      {layout.config.stickyBookingBar && (
        <div
          className="full-only fixed inset-x-0 bottom-0 z-30 h-16 border-brand-100 border-t bg-white/95 backdrop-blur"
          data-testid="sticky-booking-bar"
        >
          {/* Its height is set, not taken from its content: a bar held to the bottom grows upwards,
              so a paint made while its line is still arriving would show it move. */}
          <div className="mx-auto flex h-full max-w-6xl items-center justify-between gap-3 px-4">
            <p className="font-semibold text-sm">
              {earliestVisitWords()}, up to {BOOKING_WINDOW_DAYS} days ahead, priced before you book
            </p>
            <a href="#instant-pricing" className={buttonClass("primary", "md", "text-sm")}>
              Book now
            </a>
          </div>
        </div>
      )}
      <FloatingEstimate />
    </ViewModeRoot>
  );
}
