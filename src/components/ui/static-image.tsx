import fs from "node:fs";
import path from "node:path";
import { getImageProps, type ImageProps } from "next/image";
import { preload } from "react-dom";

type StaticImageProps = Omit<ImageProps, "src" | "priority" | "preload"> & {
  src: string;
  /** Used when `src` is not a file under public/ (decided when the page is rendered). */
  fallback?: string;
  /**
   * On the first screen and usually the largest paint: the static file, preloaded, fetched with
   * high priority.
   */
  priority?: boolean;
};

const inPublic = (src: string) => fs.existsSync(path.join(process.cwd(), "public", src));

/**
 * The optimised `<img>` of next/image (same srcset, sizes and image endpoint) rendered on the
 * server, without next/image's client component: content pages carry ~4.5 KB gzip less JavaScript
 *. A missing file is replaced by its fallback when the page is rendered, instead of
 * swapping after a failed request in the browser.
 */
export function StaticImage({ src, fallback, priority = false, ...props }: StaticImageProps) {
  const img = staticImageProps({ ...props, src: fallback && !inPublic(src) ? fallback : src, priority });
  // biome-ignore lint/a11y/useAltText: alt is in the props (required by ImageProps).
  // biome-ignore lint/performance/noImgElement: next/image's own <img>, without its client component.
  return <img {...img} />;
}

/** The `<img>` attributes for an image; with `priority`, also asks React to preload it in <head>. */
export function staticImageProps({
  priority = false,
  staticSrcSet,
  ...props
}: Omit<StaticImageProps, "fallback"> & {
  /** Static files of other widths for an unoptimized image (next/image drops a srcSet prop). */
  staticSrcSet?: string;
}): ImgAttributes {
  // A first-screen picture is the file itself, prerendered with the page: the runtime optimizer
  // (/_next/image) would resize it on the critical path of the largest paint (docs/decisions/0028-core-web-vitals.md).
  const { props: img } = getImageProps({
    ...props,
    unoptimized: priority || props.unoptimized,
    fetchPriority: priority ? "high" : props.fetchPriority,
  });
  if (staticSrcSet) {
    img.srcSet = staticSrcSet;
    img.sizes = props.sizes;
  }
  if (priority) {
    img.loading = "eager";
    preload(img.src, { as: "image", imageSrcSet: img.srcSet, imageSizes: img.sizes, fetchPriority: "high" });
  }
  return img;
}

export type ImgAttributes = React.ComponentProps<"img">;

/** Below this width the hero is taller than wide (phones), so its portrait crop is shown. */
const PHONE = "(max-width: 767px)";

const backdropOf = (hero: string) => ({
  wide: hero.replace(/-hero\.webp$/, "-hero-backdrop.webp"),
  phone: hero.replace(/-hero\.webp$/, "-hero-backdrop-mobile.webp"),
});

/**
 * A hero's decorative picture behind its headline, never the largest paint: small static files
 * (128x72, and 80x100 on phones; scripts/generate-images.mjs backdrops) that the browser stretches
 * over the hero. A browser counts an image's area for Largest Contentful Paint as the smaller of
 * shown and natural size, so the headline is the largest paint, and no runtime image optimizer or
 * preload competes with the text and the code (docs/decisions/0028-core-web-vitals.md).
 */
export function HeroBackdrop({
  src,
  fallback,
  className = "",
}: {
  src: string;
  fallback?: string;
  className?: string;
}) {
  const own = backdropOf(src);
  const { wide, phone } = fallback && !(inPublic(own.wide) && inPublic(own.phone)) ? backdropOf(fallback) : own;
  return (
    <picture>
      <source media={PHONE} srcSet={phone} width={80} height={100} />
      <img
        src={wide}
        width={128}
        height={72}
        alt=""
        decoding="async"
        className={`absolute inset-0 h-full w-full ${className}`}
        data-backdrop=""
      />
    </picture>
  );
}

/** Blog pictures are 1280 px wide, with a 768 px copy for phones (scripts/generate-images.mjs). */
const BLOG_WIDTH = 1280;
const phoneCopyOf = (src: string) => src.replace(/\.webp$/, "-768.webp");

/** A blog post's card picture (src/components/blog/post-teaser.tsx), computed on the server. */
export function teaserImage(
  post: { image: string; imageAlt: string },
  { priority = false, firstScreen = priority }: { priority?: boolean; firstScreen?: boolean } = {},
): ImgAttributes {
  const sizes = "(min-width: 768px) 45vw, 90vw";
  // On the first screen: static files, never the runtime optimizer; a phone takes the smaller copy.
  const phoneCopy = phoneCopyOf(post.image);
  const srcSet =
    firstScreen && phoneCopy !== post.image && inPublic(phoneCopy)
      ? `${phoneCopy} 768w, ${post.image} ${BLOG_WIDTH}w`
      : undefined;
  return staticImageProps({
    src: post.image,
    alt: post.imageAlt,
    fill: true,
    sizes,
    className: "object-cover",
    priority,
    unoptimized: firstScreen,
    staticSrcSet: srcSet,
  });
}
