import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PricingAside } from "@/components/content/pricing-aside";
import { ReadyBand } from "@/components/content/ready-band";
import { OpeningItem } from "@/components/facts/opening";
import { OPENING_ROW } from "@/components/facts/opening-row";
import { Breadcrumbs } from "@/components/layout/breadcrumbs";
import { Section } from "@/components/local/city-sections";
import { JsonLd } from "@/components/seo/json-ld";
import { LineIcon } from "@/components/ui/line-icon";
import Link from "@/components/ui/link";
import { cities, citiesInState, cityPath, getState, servedStates, statePath } from "@/content/lookups";
import type { City, StateRecord } from "@/content/types";
import { areaOfCity } from "@/domain/areas/service-areas";
import { stateUtilityPrograms } from "@/domain/local/local-pages";
import { regionGroups } from "@/domain/local/state-listing";
import { chargeTheDefault } from "@/domain/pricing/area-prices";
import { formatDollars } from "@/domain/pricing/pricing";
import { pageMetadata } from "@/domain/seo/metadata";
import { businessJsonLd, itemListJsonLd, serviceJsonLd, statePlace } from "@/domain/seo/structured-data";
import { pageFromPrice, pageIdentity, pagePriceBook } from "@/server/business/site-content";
import { env } from "@/server/env";

// One page per state we serve, prerendered; any other one-segment path is a 404.
export const dynamicParams = false;

type Params = { state: string };

export function generateStaticParams(): Params[] {
  return servedStates().map((s) => ({ state: s.slug }));
}

function lookup(slug: string): StateRecord | undefined {
  const state = getState(slug);
  return state && citiesInState(state.slug).length > 0 ? state : undefined;
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const state = lookup((await params).state);
  if (!state) return {};
  return pageMetadata(
    {
      title: `Air Duct & Dryer Vent Cleaning in ${state.name}`,
      description: state.metaDescription,
      path: statePath(state),
    },
    pageIdentity(),
  );
}

/** Where distances are counted from: the business's own city when it is in the state, else the state's first city. */
function listingBase(abbreviation: string, list: readonly City[]) {
  const office = cities.find((c) => c.name === pageIdentity().address.city && c.state === pageIdentity().address.state);
  const inState = office !== undefined && office.state === abbreviation;
  return {
    inState,
    at: (inState ? office : list[0])?.coordinates ?? { lat: 0, lng: 0 },
  };
}

const slugOf = (region: string) => region.toLowerCase().replace(/[^a-z0-9]+/g, "-");

export default async function StatePage({ params }: { params: Promise<Params> }) {
  const state = lookup((await params).state);
  if (!state) notFound();
  const list = citiesInState(state.slug);
  const utilities = stateUtilityPrograms(state.slug);
  const regions = [...new Set(list.map((c) => c.region))];
  const base = listingBase(state.abbreviation, list);
  const groups = regionGroups(list, base.at);
  // Each city's area prices its cities (decision 0046): the state's "from" is the lowest of them.
  const areas = [...new Set(list.map(areaOfCity))];
  const from = pageFromPrice(undefined, areas);
  return (
    <>
      <Breadcrumbs
        crumbs={[
          { label: "Home", url: "/" },
          { label: state.name, url: statePath(state) },
        ]}
      />
      <JsonLd
        data={[
          businessJsonLd(env.SITE_URL, pageIdentity()),
          serviceJsonLd(
            env.SITE_URL,
            {
              name: `Air duct and dryer vent cleaning in ${state.name}`,
              description: state.metaDescription,
              url: statePath(state),
              fromPrice: from,
            },
            [statePlace(state.name)],
            pageIdentity(),
          ),
          itemListJsonLd(
            env.SITE_URL,
            `Cities we serve in ${state.name}`,
            list.map((c) => ({ name: `${c.name}, ${c.state}`, url: cityPath(c) })),
          ),
        ]}
      />
      <header className="mx-auto max-w-6xl px-4 pt-8">
        <h1 className="font-extrabold text-3xl text-ink tracking-tight md:text-5xl">
          Air duct &amp; dryer vent cleaning in {state.name}
        </h1>
        <p className="mt-3 max-w-3xl text-lg text-slate-700">{state.metaDescription}</p>
        <p className="mt-3 text-slate-600">
          {list.length} {list.length === 1 ? "city" : "cities"} · {regions.join(", ")} ·{" "}
          {chargeTheDefault(pagePriceBook(), areas) ? "same price table in every city, " : ""}from{" "}
          <span data-testid="state-from-price">{formatDollars(from)}</span>
        </p>
        <ul className={`mt-3 flex flex-wrap gap-3 text-sm ${OPENING_ROW}`}>
          {/* From the schedule, in the browser: the page is served for months after its build. */}
          <OpeningItem
            query={`state=${state.slug}`}
            className="flex items-center gap-2 rounded-full bg-brand-50 px-3 py-1 text-ink"
            icon={<LineIcon name="calendar-clock" aria-hidden="true" className="h-4 w-4" />}
          />
        </ul>
      </header>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 lg:grid-cols-[1fr_26rem]">
        <PricingAside pageType="other" heading={`Instant price in ${state.name}`} />
        <section aria-labelledby="differences-title">
          <h2 id="differences-title" className="font-bold text-2xl text-ink md:text-3xl">
            What differs in {state.name}
          </h2>
          <dl className="mt-6 space-y-6 text-lg text-slate-800 leading-relaxed">
            <div>
              <dt className="font-semibold text-ink">Climate</dt>
              <dd className="mt-1">{state.differences.climate}</dd>
            </div>
            <div>
              <dt className="font-semibold text-ink">Permits and licensing</dt>
              <dd className="mt-1">{state.differences.permits}</dd>
            </div>
            <div>
              <dt className="font-semibold text-ink">Utility rebates</dt>
              <dd className="mt-1">{state.differences.rebates}</dd>
            </div>
            <div>
              <dt className="font-semibold text-ink">Codes that apply</dt>
              <dd className="mt-1">
                <ul className="list-disc space-y-1 pl-6 text-base">
                  {state.regulations.environmentalStandards.map((s) => (
                    <li key={s}>{s}</li>
                  ))}
                </ul>
              </dd>
            </div>
          </dl>
        </section>
      </div>
      <Section id="cities" title={`Cities we cover in ${state.name}`} tone="tint">
        <p className="text-slate-700">
          {base.inState ? "Grouped by region, closest to our base first." : "Grouped by region."} Every city has the
          same price table.
        </p>
        <div className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {groups.map((g) => (
            <section key={g.region} aria-labelledby={`region-${slugOf(g.region)}`}>
              <h3 id={`region-${slugOf(g.region)}`} className="font-semibold text-ink text-lg">
                {g.region} <span className="font-normal text-slate-600 text-sm">({g.cities.length})</span>
              </h3>
              <ul className="mt-2 grid grid-cols-2 gap-x-4 rounded-xl border border-slate-200 bg-white p-3 text-sm">
                {g.cities.map(({ city: c, miles }) => (
                  <li key={c.id}>
                    <Link
                      href={cityPath(c)}
                      className="flex min-h-11 items-center gap-1 text-brand-700 hover:underline"
                    >
                      {c.name}
                      {base.inState && <span className="text-slate-600 text-xs">{miles} mi</span>}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </Section>
      {utilities.length > 0 && (
        <Section id="utility-programs" title={`Energy utility programmes in ${state.name}`}>
          <ul className="grid gap-4 md:grid-cols-2">
            {utilities.map(({ utility, cityCount }) => (
              <li key={utility.website} className="rounded-xl border border-slate-200 p-5">
                <h3 className="font-semibold">{utility.name}</h3>
                <p className="text-slate-600 text-sm">
                  Serves {cityCount} of our {state.name} {cityCount === 1 ? "city" : "cities"} ·{" "}
                  <a href={utility.website} className="text-brand-700 underline" rel="noopener">
                    website
                  </a>
                </p>
                <ul className="mt-2 list-disc space-y-1 pl-6 text-slate-800 text-sm">
                  {utility.programs?.map((p) => (
                    <li key={p}>{p}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </Section>
      )}
      <ReadyBand place={state.name} />
    </>
  );
}
