import Link from "@/components/ui/link";
import { StaticImage } from "@/components/ui/static-image";
import { cityPath } from "@/content/lookups";
import type { City } from "@/content/types";
import { areaOfCity } from "@/domain/areas/service-areas";
import { lowestFromPrice } from "@/domain/pricing/from-price";
import { formatDollars, SERVICE_TYPE_LABELS } from "@/domain/pricing/quote-math";
import { pagePriceTable } from "@/server/business/site-content";

/** "Dryer Vent Cleaning from $149": the lowest price charged in the city's area, and for what. */
function fromNote(city: City): string {
  const lowest = lowestFromPrice(areaOfCity(city), undefined, pagePriceTable(areaOfCity(city)));
  return `${SERVICE_TYPE_LABELS[lowest.serviceType]} from ${formatDollars(lowest.price)}`;
}

export function CityCard({ city, note }: { city: City; note?: string }) {
  return (
    <Link
      href={cityPath(city)}
      className="group block overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm hover:shadow-md"
    >
      <div className="relative aspect-[4/3] bg-brand-50">
        <StaticImage
          src={city.image}
          fallback="/images/fallback-card.webp"
          alt=""
          fill
          sizes="(min-width: 1024px) 300px, (min-width: 640px) 45vw, 90vw"
          className="object-cover transition-transform group-hover:scale-105"
        />
      </div>
      <div className="p-4">
        <p className="font-semibold text-ink">
          {city.name}, {city.state}
        </p>
        <p className="text-slate-600 text-sm">{note ?? fromNote(city)}</p>
      </div>
    </Link>
  );
}

/** City cards in a grid; the columns (`className`) suit the section they stand in. */
export function CityCards({ cities, note, className }: { cities: readonly City[]; note?: string; className: string }) {
  return (
    <div className={className}>
      {cities.map((c) => (
        <CityCard key={c.id} city={c} note={note} />
      ))}
    </div>
  );
}
