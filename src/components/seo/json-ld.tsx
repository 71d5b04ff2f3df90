import { type JsonLd as Data, serializeJsonLd } from "@/domain/seo/structured-data";

/** `null` entries (the business before the owner set it, decision 0035) are left out. */
export function JsonLd({ data }: { data: Data | (Data | null)[] }) {
  const json = serializeJsonLd(Array.isArray(data) ? data.filter((d) => d !== null) : data);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD must be raw JSON; serializeJsonLd escapes "<".
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
