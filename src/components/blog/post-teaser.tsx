import Image from "next/image";
import Link from "next/link";
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
  headingLevel = 3,
  first = false,
}: {
  post: Omit<BlogPost, "body">;
  headingLevel?: 2 | 3;
  /** The first card of a list is on the first screen (and usually the largest paint): fetch it early. */
  first?: boolean;
}) {
  const H = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <div className="relative aspect-video bg-brand-50">
        <Image
          src={post.image}
          alt={post.imageAlt}
          fill
          sizes="(min-width: 768px) 45vw, 90vw"
          className="object-cover"
          priority={first}
        />
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
