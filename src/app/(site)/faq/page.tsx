import type { Metadata } from "next";
import { FaqSearch } from "@/components/faq/faq-search";
import { Breadcrumbs } from "@/components/layout/breadcrumbs";
import { JsonLd } from "@/components/seo/json-ld";
import { faqSectionsFor } from "@/content/faqs";
import { titleWithBrand } from "@/domain/business/identity";
import { pageMetadata } from "@/domain/seo/metadata";
import { faqJsonLd } from "@/domain/seo/structured-data";
import { pageFromPrice, pageIdentity, pagePriceTable } from "@/server/business/site-content";

export function generateMetadata(): Metadata {
  const who = pageIdentity();
  const title = titleWithBrand("Air Duct Cleaning FAQs", who);
  return {
    ...pageMetadata(
      {
        title,
        description:
          "Answers on how often to clean ducts, how long it takes, dryer vent safety, MERV filters, prices and preparing your Bay Area home.",
        path: "/faq",
      },
      who,
    ),
    title: { absolute: title },
  };
}

const SOURCES = [
  {
    name: "US EPA: Should You Have the Air Ducts in Your Home Cleaned?",
    url: "https://www.epa.gov/indoor-air-quality-iaq/should-you-have-air-ducts-your-home-cleaned",
  },
  {
    name: "US Fire Administration: Clothes dryer fire safety",
    url: "https://www.usfa.fema.gov/prevention/home-fires/prevent-fires/clothes-dryers/",
  },
  { name: "National Air Duct Cleaners Association (NADCA)", url: "https://nadca.com/" },
  {
    name: "California Air Resources Board: Indoor air quality",
    url: "https://ww2.arb.ca.gov/our-work/topics/indoor-air-quality",
  },
  { name: "Bay Area Air Quality Management District", url: "https://www.baaqmd.gov/" },
  { name: "US Consumer Product Safety Commission: Dryer fires", url: "https://www.cpsc.gov/" },
];

export default function FaqPage() {
  // Every area's questions: starting prices are the lowest any area charges (decision 0046).
  const faqSections = faqSectionsFor(pagePriceTable(), (t) => pageFromPrice([t]));
  const all = faqSections.flatMap((s) => s.items.map((i) => ({ question: i.q, answer: i.a })));
  return (
    <>
      <Breadcrumbs
        crumbs={[
          { label: "Home", url: "/" },
          { label: "FAQ", url: "/faq" },
        ]}
      />
      <JsonLd data={faqJsonLd(all)} />
      <div className="mx-auto max-w-4xl px-4 py-10">
        <h1 className="font-extrabold text-3xl md:text-5xl">Air Duct Cleaning FAQs</h1>
        <p className="mt-3 text-lg text-slate-700">
          Straight answers about duct and dryer vent cleaning, filters, prices and what to expect on the day.
        </p>
        <div className="mt-8">
          <FaqSearch sections={faqSections} />
        </div>
        <p className="mt-10 rounded-lg border border-slate-200 bg-slate-50 p-4 text-slate-700 text-sm">
          These answers are general guidance for typical homes, not a substitute for an inspection of your own system.
          Prices are confirmed by the instant calculator for your home.
        </p>
        <h2 className="mt-10 font-bold text-xl">Sources and further reading</h2>
        <ul className="mt-3 list-disc space-y-1 pl-6">
          {SOURCES.map((s) => (
            <li key={s.url}>
              <a href={s.url} rel="noopener noreferrer external" className="text-brand-700 underline">
                {s.name}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
