import { site } from "../../content/site";

export interface PageMeta {
  title: string;
  description: string;
  /** Site-relative canonical path, e.g. "/ca/oakland". */
  path: string;
  image?: string;
  imageAlt?: string;
  type?: "website" | "article";
  publishedTime?: string;
}

/** Title, description, canonical, Open Graph and Twitter tags for one page (Next's Metadata shape). */
export function pageMetadata(meta: PageMeta, who: { brand: string; setUp?: boolean } = site) {
  const named = who.setUp !== false;
  const image = meta.image
    ? { url: meta.image, alt: meta.imageAlt ?? (named ? who.brand : meta.title) }
    : { url: site.defaultSocialImage, alt: site.defaultSocialImageAlt };
  return {
    title: meta.title,
    description: meta.description,
    alternates: { canonical: meta.path },
    openGraph: {
      title: meta.title,
      description: meta.description,
      url: meta.path,
      ...(named ? { siteName: who.brand } : {}),
      type: meta.type ?? "website",
      locale: "en_US",
      images: [image],
      ...(meta.publishedTime ? { publishedTime: meta.publishedTime } : {}),
    },
    twitter: {
      card: "summary_large_image" as const,
      title: meta.title,
      description: meta.description,
      // Next writes twitter:image:alt only from an object.
      images: [image],
    },
  };
}
