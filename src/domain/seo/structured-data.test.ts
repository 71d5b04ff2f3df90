import { expect, it } from "vitest";
import { cityCrumbs } from "@/domain/local/local-pages";
import { cities } from "../../content/lookups";
import { NOT_SET_UP } from "../business/identity";
import {
  articleJsonLd,
  breadcrumbJsonLd,
  businessJsonLd,
  cityPlace,
  faqJsonLd,
  itemListJsonLd,
  serializeJsonLd,
  serviceJsonLd,
} from "./structured-data";

const ORIGIN = "https://clearvent.example";

it("describes the business as an HVACBusiness without ratings, with one areaServed list", () => {
  const ld = businessJsonLd(ORIGIN) ?? {};
  expect(ld["@type"]).toBe("HVACBusiness");
  expect(ld.areaServed).toHaveLength(cities.length);
  expect(ld.areaServed).toContainEqual({ "@type": "City", name: "Oakland, CA" });
  // The same on every call: no page gets its own variant of the business.
  expect(businessJsonLd(ORIGIN)).toEqual(ld);
  expect(JSON.stringify(ld)).not.toMatch(/aggregateRating|review/i);
  expect(ld.logo).toMatchObject({ url: `${ORIGIN}/images/logo.png` });
  expect(ld.url).toBe(ORIGIN);
});

it("describes no business, provider or publisher before the business is set up (decision 0035)", () => {
  expect(businessJsonLd(ORIGIN, NOT_SET_UP)).toBeNull();
  const service = serviceJsonLd(ORIGIN, { name: "S", description: "d", url: "/x", fromPrice: 149 }, [], NOT_SET_UP);
  expect(service).not.toHaveProperty("provider");
  const article = articleJsonLd(
    ORIGIN,
    { title: "T", excerpt: "e", date: "2026-01-01", image: "/i.jpg", url: "/blog/t" },
    NOT_SET_UP,
  );
  expect(article).not.toHaveProperty("publisher");
  expect(article).not.toHaveProperty("author");
  expect(JSON.stringify([service, article])).not.toMatch(/555|Example Street|HVACBusiness/);
  // Set up, the same builders describe it.
  expect(serviceJsonLd(ORIGIN, { name: "S", description: "d", url: "/x", fromPrice: 1 }, [])).toHaveProperty(
    "provider",
  );
});

it("gives a Service its own area and a provider that names the business", () => {
  const ld = serviceJsonLd(
    ORIGIN,
    { name: "Dryer vent cleaning in Oakland", description: "d", url: "/ca/oakland/x", fromPrice: 149 },
    [cityPlace("Oakland, CA")],
  );
  expect(ld.areaServed).toEqual([{ "@type": "City", name: "Oakland, CA" }]);
  expect(ld.provider).toMatchObject({ "@id": `${ORIGIN}/#business`, name: "ClearVent Air Duct Cleaning" });
  expect(ld.offers).toEqual({ "@type": "AggregateOffer", priceCurrency: "USD", lowPrice: 149 });
});

it("states no offer for a service priced after a call", () => {
  const ld = serviceJsonLd(ORIGIN, { name: "Air quality testing", description: "d", url: "/x", fromPrice: null }, []);
  expect(ld.offers).toBeUndefined();
});

it("numbers breadcrumbs with absolute URLs, the home page as its canonical", () => {
  const ld = breadcrumbJsonLd(ORIGIN, [
    { label: "Home", url: "/" },
    { label: "Oakland", url: "/ca/oakland" },
  ]);
  expect(ld.itemListElement).toEqual([
    { "@type": "ListItem", position: 1, name: "Home", item: ORIGIN },
    { "@type": "ListItem", position: 2, name: "Oakland", item: `${ORIGIN}/ca/oakland` },
  ]);
});

it("puts the state page, not a fragment, between Home and a city", () => {
  const oakland = cities.find((c) => c.slug === "oakland");
  if (!oakland) throw new Error("Oakland missing");
  expect(cityCrumbs(oakland)).toEqual([
    { label: "Home", url: "/" },
    { label: "California", url: "/ca" },
    { label: "Oakland", url: "/ca/oakland" },
  ]);
  for (const city of cities) {
    const crumbs = cityCrumbs(city);
    expect(crumbs[1]?.url).toBe(`/${city.stateSlug}`);
    expect(crumbs.every((c) => !c.url.includes("#"))).toBe(true);
  }
});

it("gives an Article a publisher with a name and a logo, and an author with a URL", () => {
  const ld = articleJsonLd(ORIGIN, {
    title: "T",
    excerpt: "E",
    date: "2026-01-01",
    updated: "2026-02-01",
    image: "/images/blog/x.webp",
    url: "/blog/x",
  });
  expect(ld.publisher).toMatchObject({
    "@type": "Organization",
    name: "ClearVent Air Duct Cleaning",
    logo: { "@type": "ImageObject", url: `${ORIGIN}/images/logo.png` },
  });
  expect(ld.author).toMatchObject({ name: "ClearVent Air Duct Cleaning", url: ORIGIN });
  expect(ld.dateModified).toBe("2026-02-01");
});

it("lists cities as an ItemList with positions and absolute URLs", () => {
  const ld = itemListJsonLd(ORIGIN, "Cities", [{ name: "Oakland, CA", url: "/ca/oakland" }]);
  expect(ld).toMatchObject({
    numberOfItems: 1,
    itemListElement: [{ "@type": "ListItem", position: 1, name: "Oakland, CA", url: `${ORIGIN}/ca/oakland` }],
  });
});

it("builds FAQPage entities and escapes script-breaking text", () => {
  const ld = faqJsonLd([{ question: "Q?", answer: "</script><b>" }]);
  expect(ld.mainEntity).toHaveLength(1);
  expect(serializeJsonLd(ld)).not.toContain("</script>");
});
