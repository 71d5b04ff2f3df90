// JSON-LD builders. No ratings or reviews: self-serving review markup is ignored or penalised.
// The business is described the same way on every page (one areaServed list); a page names its own
// area only on the entity the page is about (the Service of a city or state page).
import { businessAreaServed } from "../../content/lookups";
import { site } from "../../content/site";
import { lookOf, structuredHours } from "../business/brand";
import type { BusinessIdentity } from "../business/identity";
import { absoluteUrl as abs } from "./url";

export type JsonLd = Record<string, unknown>;

/** Who the business is: the owner's identity when a page renders (built-in: the demo's). */
export type BusinessWho = Pick<BusinessIdentity, "brand" | "phoneE164" | "email" | "address"> &
  Partial<Pick<BusinessIdentity, "setUp" | "look">>;

/** No identity saved yet: no business is described at all, never with made-up facts. */
const notSetUp = (who: BusinessWho) => who.setUp === false;

export interface Crumb {
  label: string;
  url: string;
}

export interface Place {
  "@type": "City" | "State";
  name: string;
}

export const cityPlace = (name: string): Place => ({ "@type": "City", name });
export const statePlace = (name: string): Place => ({ "@type": "State", name });

/** The business's one service-area list: every city we serve as "Name, ST". */
export function businessAreas(): Place[] {
  return businessAreaServed().map(cityPlace);
}

const businessId = (origin: string) => abs(origin, "/#business");

/** The owner's logo (decision 0041), else the built-in mark. */
function logo(origin: string, who: BusinessWho): JsonLd {
  const own = lookOf(who).logo;
  const l = own ?? site.logo;
  return { "@type": "ImageObject", url: abs(origin, l.url), width: l.width, height: l.height };
}

/** The hours when they were typed as one day range and one time range; free text is left out. */
function openingHours(who: BusinessWho): JsonLd | null {
  const hours = structuredHours(lookOf(who).hours);
  if (!hours) return null;
  return { "@type": "OpeningHoursSpecification", dayOfWeek: hours.days, opens: hours.opens, closes: hours.closes };
}

/** A reference to the business with enough to stand alone when a tool does not follow @id. */
function businessRef(origin: string, who: BusinessWho): JsonLd {
  return { "@type": "HVACBusiness", "@id": businessId(origin), name: who.brand, url: abs(origin, "/") };
}

export function businessJsonLd(origin: string, who: BusinessWho = site): JsonLd | null {
  if (notSetUp(who)) return null;
  const hours = openingHours(who);
  return {
    "@context": "https://schema.org",
    "@type": "HVACBusiness",
    "@id": businessId(origin),
    name: who.brand,
    url: abs(origin, "/"),
    telephone: who.phoneE164,
    email: who.email,
    image: abs(origin, site.defaultSocialImage),
    logo: logo(origin, who),
    priceRange: "$$",
    address: {
      "@type": "PostalAddress",
      streetAddress: who.address.street,
      addressLocality: who.address.city,
      addressRegion: who.address.state,
      postalCode: who.address.zip,
      addressCountry: "US",
    },
    ...(hours ? { openingHoursSpecification: hours } : {}),
    areaServed: businessAreas(),
  };
}

export function serviceJsonLd(
  origin: string,
  /** fromPrice: the lowest price charged (src/domain/pricing/from-price.ts), null when priced after a call. */
  service: { name: string; description: string; url: string; fromPrice: number | null },
  areaServed: readonly Place[],
  who: BusinessWho = site,
): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: service.name,
    serviceType: service.name,
    description: service.description,
    url: abs(origin, service.url),
    ...(notSetUp(who) ? {} : { provider: businessRef(origin, who) }),
    areaServed: [...areaServed],
    // Only the lowest price is stated: the highest depends on the home and has no honest bound.
    ...(service.fromPrice === null
      ? {}
      : { offers: { "@type": "AggregateOffer", priceCurrency: "USD", lowPrice: service.fromPrice } }),
  };
}

export function breadcrumbJsonLd(origin: string, crumbs: readonly Crumb[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((c, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: c.label,
      item: abs(origin, c.url),
    })),
  };
}

export function itemListJsonLd(origin: string, name: string, items: readonly { name: string; url: string }[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name,
    numberOfItems: items.length,
    itemListElement: items.map((item, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: item.name,
      url: abs(origin, item.url),
    })),
  };
}

export function faqJsonLd(items: readonly { question: string; answer: string }[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((i) => ({
      "@type": "Question",
      name: i.question,
      acceptedAnswer: { "@type": "Answer", text: i.answer },
    })),
  };
}

export function articleJsonLd(
  origin: string,
  post: { title: string; excerpt: string; date: string; updated?: string; image: string; url: string },
  who: BusinessWho = site,
): JsonLd {
  const organization = { "@type": "Organization", name: who.brand, url: abs(origin, "/") };
  const byline = notSetUp(who) ? {} : { author: organization, publisher: { ...organization, logo: logo(origin, who) } };
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: post.title,
    description: post.excerpt,
    datePublished: post.date,
    dateModified: post.updated ?? post.date,
    image: abs(origin, post.image),
    mainEntityOfPage: abs(origin, post.url),
    ...byline,
  };
}

/** Safe to place inside <script type="application/ld+json">: no closing tag can appear. */
export function serializeJsonLd(data: JsonLd | JsonLd[]): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
