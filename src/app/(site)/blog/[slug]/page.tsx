import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { formatPostDate } from "@/components/blog/post-teaser";
import { Breadcrumbs } from "@/components/layout/breadcrumbs";
import { JsonLd } from "@/components/seo/json-ld";
import Link from "@/components/ui/link";
import { StaticImage } from "@/components/ui/static-image";
import { allPosts, getPost, latestPosts, renderMarkdown } from "@/content/blog";
import { site } from "@/content/site";
import { relatedPosts } from "@/domain/content/post-filter";
import { pageMetadata } from "@/domain/seo/metadata";
import { articleJsonLd } from "@/domain/seo/structured-data";
import { pageIdentity } from "@/server/business/site-content";
import { env } from "@/server/env";

type Params = { slug: string };
type PostLink = { slug: string; title: string };

// Every post is known at build time. An unknown slug gets the prerendered 404 page (whose script
// hashes the CSP carries) rather than a render on demand, which could carry neither hash nor nonce.
export const dynamicParams = false;

export function generateStaticParams(): Params[] {
  return allPosts().map((p) => ({ slug: p.slug }));
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const post = getPost((await params).slug);
  if (!post) return { title: "Post not found" };
  return {
    ...pageMetadata(
      {
        title: post.title,
        description: post.excerpt,
        path: `/blog/${post.slug}`,
        image: post.image,
        imageAlt: post.imageAlt,
        type: "article",
        publishedTime: post.date,
      },
      pageIdentity(),
    ),
    other: { "geo.region": "US-CA", "geo.placename": site.serviceArea },
  };
}

export default async function BlogPostPage({ params }: { params: Promise<Params> }) {
  const post = getPost((await params).slug);
  if (!post) notFound();
  const related = relatedPosts(post, allPosts());
  const popular = latestPosts(4, post.slug);
  return (
    <>
      <Breadcrumbs
        crumbs={[
          { label: "Home", url: "/" },
          { label: "Blog", url: "/blog" },
          { label: post.title, url: `/blog/${post.slug}` },
        ]}
      />
      <JsonLd
        data={articleJsonLd(
          env.SITE_URL,
          {
            title: post.title,
            excerpt: post.excerpt,
            date: post.date,
            updated: post.updated,
            image: post.image,
            url: `/blog/${post.slug}`,
          },
          pageIdentity(),
        )}
      />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-8 lg:grid-cols-[1fr_20rem]">
        <article>
          <h1 className="font-extrabold text-3xl tracking-tight md:text-4xl">{post.title}</h1>
          <p className="mt-3 text-slate-600">
            <time dateTime={post.date}>{formatPostDate(post.date)}</time> · {post.readingTime} min read ·{" "}
            {post.tags.join(", ")}
          </p>
          <div className="relative mt-6 aspect-video overflow-hidden rounded-xl bg-brand-50">
            <StaticImage
              src={post.image}
              alt={post.imageAlt}
              fill
              priority
              sizes="(min-width: 1024px) 760px, 100vw"
              className="object-cover"
            />
          </div>
          <div
            className="prose-article mt-8"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: our own markdown, rendered at build time
            dangerouslySetInnerHTML={{ __html: renderMarkdown(post.body) }}
          />
        </article>
        <aside className="space-y-8" aria-label="More articles">
          {/* One sign-up form per page: the footer's, which every page has. */}
          <p className="rounded-xl border border-slate-200 bg-brand-50 p-5 text-slate-800">
            New articles by email:{" "}
            <a href="#newsletter" className="font-semibold text-brand-700 underline">
              sign up at the foot of this page
            </a>
            .
          </p>
          <PostLinks id="related-title" title="Related Articles" posts={related} />
          <PostLinks id="popular-title" title="Popular Articles" posts={popular}>
            <Link href="/blog" className="mt-3 inline-block font-semibold text-brand-700 underline">
              See all articles
            </Link>
          </PostLinks>
        </aside>
      </div>
    </>
  );
}

/** A titled list of links to posts in the article's sidebar; `children` follow the list. */
function PostLinks({
  id,
  title,
  posts,
  children,
}: {
  id: string;
  title: string;
  posts: readonly PostLink[];
  children?: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="font-bold text-lg">
        {title}
      </h2>
      <ul className="mt-3 space-y-2">
        {posts.map((p) => (
          <li key={p.slug}>
            <Link href={`/blog/${p.slug}`} className="text-brand-700 hover:underline">
              {p.title}
            </Link>
          </li>
        ))}
      </ul>
      {children}
    </section>
  );
}
