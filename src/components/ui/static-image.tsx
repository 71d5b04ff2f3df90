import fs from "node:fs";
import path from "node:path";
import { getImageProps, type ImageProps } from "next/image";
import { preload } from "react-dom";

type StaticImageProps = Omit<ImageProps, "src" | "priority" | "preload"> & {
  src: string;
  /** Used when `src` is not a file under public/ (decided when the page is rendered). */
  fallback?: string;
  /** On the first screen and usually the largest paint: preloaded, fetched with high priority. */
  priority?: boolean;
};

const inPublic = (src: string) => fs.existsSync(path.join(process.cwd(), "public", src));

/**
 * The optimised `<img>` of next/image (same srcset, sizes and image endpoint) rendered on the
 * server, without next/image's client component: content pages carry ~4.5 KB gzip less JavaScript
 * (issue 18). A missing file is replaced by its fallback when the page is rendered, instead of
 * swapping after a failed request in the browser.
 */
export function StaticImage({ src, fallback, priority = false, ...props }: StaticImageProps) {
  const img = staticImageProps({ ...props, src: fallback && !inPublic(src) ? fallback : src, priority });
  // biome-ignore lint/a11y/useAltText: alt is in the props (required by ImageProps).
  // biome-ignore lint/performance/noImgElement: next/image's own <img>, without its client component.
  return <img {...img} />;
}

/** The `<img>` attributes for an image; with `priority`, also asks React to preload it in <head>. */
export function staticImageProps({ priority = false, ...props }: Omit<StaticImageProps, "fallback">): ImgAttributes {
  const { props: img } = getImageProps({ ...props, fetchPriority: priority ? "high" : props.fetchPriority });
  if (priority) {
    img.loading = "eager";
    preload(img.src, { as: "image", imageSrcSet: img.srcSet, imageSizes: img.sizes, fetchPriority: "high" });
  }
  return img;
}

export type ImgAttributes = React.ComponentProps<"img">;

/** Below this width the hero is taller than wide (phones), so its portrait crop is shown. */
const PHONE = "(max-width: 767px)";
const WIDER = "(min-width: 768px)";

/**
 * A full-bleed hero that is the largest paint: the 16:9 picture from 768 px up and, when
 * `<name>-mobile.webp` exists beside it (scripts/generate-images.mjs makes them), its 4:5 crop on
 * phones, where the 16:9 one would be scaled up to the hero's height and mostly cut off. Each is
 * preloaded only for the widths that show it, so a phone fetches one small picture early.
 */
export function HeroPicture({
  src,
  fallback,
  ...props
}: Omit<StaticImageProps, "priority" | "fill" | "width" | "height" | "loading">) {
  const wide = fallback && !inPublic(src) ? fallback : src;
  const phone = wide.replace(/\.webp$/, "-mobile.webp");
  if (phone === wide || !inPublic(phone)) return <StaticImage src={wide} fill priority {...props} />;
  const { props: img } = getImageProps({ ...props, src: wide, fill: true, fetchPriority: "high" });
  img.loading = "eager";
  const { props: crop } = getImageProps({ ...props, src: phone, fill: true, sizes: "100vw" });
  preload(crop.src, {
    as: "image",
    imageSrcSet: crop.srcSet,
    imageSizes: crop.sizes,
    fetchPriority: "high",
    media: PHONE,
  });
  preload(img.src, {
    as: "image",
    imageSrcSet: img.srcSet,
    imageSizes: img.sizes,
    fetchPriority: "high",
    media: WIDER,
  });
  return (
    <picture>
      <source media={PHONE} srcSet={crop.srcSet} sizes={crop.sizes} />
      {/* biome-ignore lint/a11y/useAltText: alt is in the props (required by ImageProps). */}
      <img {...img} />
    </picture>
  );
}

/** A blog post's card picture (src/components/blog/post-teaser.tsx), computed on the server. */
export function teaserImage(post: { image: string; imageAlt: string }, priority = false): ImgAttributes {
  return staticImageProps({
    src: post.image,
    alt: post.imageAlt,
    fill: true,
    sizes: "(min-width: 768px) 45vw, 90vw",
    className: "object-cover",
    priority,
  });
}
