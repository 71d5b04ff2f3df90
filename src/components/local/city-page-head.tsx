import { Breadcrumbs } from "@/components/layout/breadcrumbs";
import { CityHero } from "@/components/local/city-sections";
import { JsonLd } from "@/components/seo/json-ld";
import type { City, ServiceRecord } from "@/content/types";
import { cityCrumbs } from "@/domain/local/local-pages";
import type { JsonLd as JsonLdData } from "@/domain/seo/structured-data";

/** The opening of a city page (the hub, or one service in the city): trail, structured data, hero. */
export function CityPageHead({
  city,
  service,
  jsonLd,
  title,
  lead,
}: {
  city: City;
  service?: ServiceRecord;
  jsonLd: (JsonLdData | null)[];
  title: string;
  lead: string;
}) {
  return (
    <>
      <Breadcrumbs crumbs={cityCrumbs(city, service)} />
      <JsonLd data={jsonLd} />
      <div className="mt-4">
        <CityHero city={city} title={title} lead={lead} />
      </div>
    </>
  );
}
