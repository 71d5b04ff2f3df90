// JSON-LD builders. No ratings or reviews: self-serving review markup is ignored or penalised.
import { site } from "../../content/site";

export type JsonLd = Record<string, unknown>;

export interface Crumb {
  label: string;
  url: string;
}

const abs = (origin: string, path: string) => new URL(path, origin).toString();

export function businessJsonLd(origin: string, areaServed: readonly string[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "HVACBusiness",
    "@id": abs(origin, "/#business"),
    name: site.brand,
    url: abs(origin, "/"),
    telephone: site.phoneE164,
    image: abs(origin, site.defaultSocialImage),
    priceRange: "$$",
    address: {
      "@type": "PostalAddress",
      streetAddress: site.address.street,
      addressLocality: site.address.city,
      addressRegion: site.address.state,
      postalCode: site.address.zip,
      addressCountry: "US",
    },
    openingHoursSpecification: {
      "@type": "OpeningHoursSpecification",
      dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
      opens: site.openingHours.opens,
      closes: site.openingHours.closes,
    },
    areaServed: areaServed.map((name) => ({ "@type": "City", name })),
  };
}

export function serviceJsonLd(
  origin: string,
  service: { name: string; description: string; url: string; minPrice: number; maxPrice: number },
  areaServed: readonly string[],
): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: service.name,
    serviceType: service.name,
    description: service.description,
    url: abs(origin, service.url),
    provider: { "@id": abs(origin, "/#business") },
    areaServed: areaServed.map((name) => ({ "@type": "City", name })),
    offers: {
      "@type": "AggregateOffer",
      priceCurrency: "USD",
      lowPrice: service.minPrice,
      highPrice: service.maxPrice,
    },
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
  post: { title: string; excerpt: string; date: string; image: string; url: string },
): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: post.title,
    description: post.excerpt,
    datePublished: post.date,
    dateModified: post.date,
    image: abs(origin, post.image),
    mainEntityOfPage: abs(origin, post.url),
    author: { "@type": "Organization", name: site.brand },
    publisher: { "@id": abs(origin, "/#business") },
  };
}

/** Safe to place inside <script type="application/ld+json">: no closing tag can appear. */
export function serializeJsonLd(data: JsonLd | JsonLd[]): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
