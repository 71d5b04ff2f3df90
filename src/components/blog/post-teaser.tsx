import Link from "@/components/ui/link";
import type { ImgAttributes } from "@/components/ui/static-image";
import type { BlogPost } from "@/content/blog";

export function formatPostDate(date: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
}

export function PostTeaser({
  post,
  img,
  headingLevel = 3,
}: {
  post: Omit<BlogPost, "body">;
  /** The card picture's `<img>` attributes, from `teaserImage()` on the server (no next/image in the browser). */
  img: ImgAttributes;
  headingLevel?: 2 | 3;
}) {
  const H = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <div className="relative aspect-video bg-brand-50">
        {/* biome-ignore lint/a11y/useAltText: alt is in the attributes (the post's imageAlt). */}
        {/* biome-ignore lint/performance/noImgElement: next/image's own <img>, computed on the server. */}
        <img {...img} />
      </div>
      <div className="flex flex-1 flex-col p-5">
        <p className="text-slate-600 text-sm">
          <time dateTime={post.date}>{formatPostDate(post.date)}</time> · {post.readingTime} min read
        </p>
        <H className="mt-1 font-semibold text-ink text-lg">{post.title}</H>
        <p className="mt-2 flex-1 text-slate-700">{post.excerpt}</p>
        <Link href={`/blog/${post.slug}`} className="mt-3 font-semibold text-brand-700 hover:underline">
          Read more<span className="sr-only">: {post.title}</span>
        </Link>
      </div>
    </article>
  );
}
