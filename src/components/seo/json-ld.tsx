import { type JsonLd as Data, serializeJsonLd } from "@/domain/seo/structured-data";

export function JsonLd({ data }: { data: Data | Data[] }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD must be raw JSON; serializeJsonLd escapes "<".
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
