import { ClaimItems } from "@/components/facts/claims";
import { OpeningItem } from "@/components/facts/opening";
import { OPENING_ROW } from "@/components/facts/opening-row";
import { ShieldCheckIcon } from "@/components/ui/icons";
import { LineIcon } from "@/components/ui/line-icon";
import { HeroBackdrop } from "@/components/ui/static-image";
import type { City, UtilityContact } from "@/content/types";
import { areaOfCity } from "@/domain/areas/service-areas";
import { splitIssue } from "@/domain/local/issues";

export function Section({
  id,
  title,
  children,
  tone = "white",
}: {
  id?: string;
  title: string;
  children: React.ReactNode;
  tone?: "white" | "tint";
}) {
  return (
    <section id={id} aria-labelledby={id ? `${id}-title` : undefined} className={tone === "tint" ? "bg-brand-50" : ""}>
      <div className="mx-auto max-w-6xl px-4 py-12">
        <h2 id={id ? `${id}-title` : undefined} className="font-bold text-2xl text-ink md:text-3xl">
          {title}
        </h2>
        <div className="mt-6">{children}</div>
      </div>
    </section>
  );
}

export function CityHero({ city, title, lead }: { city: City; title: string; lead: string }) {
  return (
    <div className="relative isolate overflow-hidden bg-brand-900">
      <HeroBackdrop
        src={city.heroImage}
        fallback="/images/fallback-hero.webp"
        className="-z-10 object-cover opacity-60"
      />
      <div className="-z-10 absolute inset-0 bg-gradient-to-r from-brand-900/90 to-brand-900/40" />
      <div className="mx-auto max-w-6xl px-4 py-14 text-white md:py-20">
        <h1 className="max-w-3xl font-extrabold text-3xl tracking-tight md:text-5xl">{title}</h1>
        <p className="mt-4 max-w-2xl text-lg text-slate-100">{lead}</p>
        <ul className={`mt-6 flex flex-wrap gap-3 text-sm ${OPENING_ROW}`}>
          {/* From the schedule, in the browser: the page is served for months after its build. */}
          <OpeningItem
            query={`area=${areaOfCity(city)}`}
            className="flex items-center gap-2 rounded-full bg-white/15 px-3 py-1"
            icon={<LineIcon name="calendar-clock" aria-hidden="true" className="h-4 w-4" />}
          />
          <ClaimItems
            itemClassName="flex items-center gap-2 rounded-full bg-white/15 px-3 py-1"
            icon={<ShieldCheckIcon className="h-4 w-4" />}
          />
        </ul>
      </div>
    </div>
  );
}

export function Neighborhoods({ city, shown = 8 }: { city: City; shown?: number }) {
  const rest = city.neighborhoods.length - shown;
  return (
    <ul className="flex flex-wrap gap-2">
      {city.neighborhoods.slice(0, shown).map((n) => (
        <li key={n} className="rounded-full border border-slate-300 bg-white px-3 py-1 text-sm">
          {n}
        </li>
      ))}
      {rest > 0 && <li className="px-2 py-1 text-slate-600 text-sm">+ {rest} more</li>}
    </ul>
  );
}

export function ClimateFactors({ city }: { city: City }) {
  const facts = [
    ["Humidity", city.climateFactors.humidity],
    ["Temperature", city.climateFactors.temperature],
    ["Air quality", city.climateFactors.airQuality],
  ] as const;
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <div>
        <p className="text-slate-700">{city.climate}</p>
        <dl className="mt-4 grid gap-3">
          {facts.map(([term, value]) => (
            <div key={term} className="rounded-lg bg-white p-3 shadow-sm">
              <dt className="font-semibold text-brand-800 text-sm">{term}</dt>
              <dd className="text-slate-700">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <CommonIssues city={city} className="space-y-3" />
    </div>
  );
}

/** The city's common duct problems, one bordered card each (title, then the explanation). */
export function CommonIssues({ city, className }: { city: City; className: string }) {
  return (
    <ul className={className}>
      {city.climateFactors.commonIssues.map((issue) => {
        const { title, text } = splitIssue(issue);
        return (
          <li key={issue} className="rounded-lg border border-slate-200 bg-white p-4">
            <p className="font-semibold text-ink">{title}</p>
            <p className="text-slate-700">{text}</p>
          </li>
        );
      })}
    </ul>
  );
}

function UtilityCard({ kind, utility }: { kind: string; utility: UtilityContact }) {
  const tel = (n: string) => `tel:${n.replace(/[^\d+]/g, "")}`;
  const dialable = (n: string) => /\d{3}/.test(n);
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-5">
      <p className="flex items-center gap-2 font-semibold text-brand-800 text-sm uppercase">
        <LineIcon name="zap" aria-hidden="true" className="h-4 w-4" /> {kind}
      </p>
      <h3 className="mt-1 font-semibold text-ink">{utility.name}</h3>
      <dl className="mt-2 space-y-1 text-sm">
        <div>
          <dt className="inline text-slate-600">Customer service: </dt>
          <dd className="inline">
            {dialable(utility.phone) ? <a href={tel(utility.phone)}>{utility.phone}</a> : utility.phone}
          </dd>
        </div>
        <div>
          <dt className="inline text-slate-600">Emergency: </dt>
          <dd className="inline">{utility.emergencyPhone}</dd>
        </div>
      </dl>
      <a
        href={utility.website}
        rel="noopener noreferrer external"
        className="mt-2 inline-block text-brand-700 text-sm underline"
      >
        Website<span className="sr-only"> of {utility.name}</span>
      </a>
      {utility.programs && utility.programs.length > 0 && (
        <p className="mt-2 text-slate-600 text-sm">Programmes: {utility.programs.join(", ")}</p>
      )}
    </div>
  );
}

export function Utilities({ city }: { city: City }) {
  return (
    <div className="grid gap-4 md:grid-cols-3">
      <UtilityCard kind="Electric" utility={city.utilities.electric} />
      <UtilityCard kind="Gas" utility={city.utilities.gas} />
      <UtilityCard kind="Water" utility={city.utilities.water} />
    </div>
  );
}

export function RegulationsBadge({ city }: { city: City }) {
  const required = city.regulations.permitRequired;
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-5">
      <p
        className={`inline-block rounded-full px-3 py-1 font-semibold text-sm ${
          required ? "bg-amber-100 text-amber-900" : "bg-emerald-100 text-emerald-900"
        }`}
      >
        {required ? "Permits Required" : "No Permits Needed"}
      </p>
      <p className="mt-3 text-slate-700">{city.regulations.description}</p>
    </div>
  );
}

export function LocalChallenges({ city }: { city: City }) {
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {city.localChallenges.map((c) => (
        <li key={c.title} className="rounded-xl border border-slate-200 bg-white p-5">
          <h3 className="font-semibold text-ink">{c.title}</h3>
          <p className="mt-1 text-slate-700">{c.text}</p>
        </li>
      ))}
    </ul>
  );
}
