import type { Metadata } from "next";
import { BlogBrowser } from "@/components/blog/blog-browser";
import { Breadcrumbs } from "@/components/layout/breadcrumbs";
import { JsonLd } from "@/components/seo/json-ld";
import { teaserImage } from "@/components/ui/static-image";
import { allPosts } from "@/content/blog";
import { blogName, titleWithBrand } from "@/domain/business/identity";
import { filterPosts, readPostFilter } from "@/domain/content/post-filter";
import { pageMetadata } from "@/domain/seo/metadata";
import { pageIdentity } from "@/server/business/site-content";
import { env } from "@/server/env";

export function generateMetadata(): Metadata {
  const who = pageIdentity();
  return {
    ...pageMetadata(
      {
        title: blogName(who),
        description:
          "Cleaning tips, eco-friendly products and home care advice for cleaner indoor air from Bay Area duct cleaners.",
        path: "/blog",
      },
      who,
    ),
    title: { absolute: titleWithBrand(blogName(who), who) },
  };
}

// Prerendered: the filter in the query is applied in the browser (src/components/blog/blog-browser.tsx).
export default function BlogPage() {
  const posts = allPosts().map(({ body: _body, ...teaser }) => teaser);
  const tags = [...new Set(posts.flatMap((p) => p.tags))].sort();
  // The first row of the unfiltered list (newest first, two cards from 768 px) is on the first
  // screen: static files, the newest preloaded.
  const firstRow = filterPosts(posts, readPostFilter({}))
    .slice(0, 2)
    .map((p) => p.slug);
  const images = Object.fromEntries(
    posts.map((p) => [
      p.slug,
      teaserImage(p, { priority: p.slug === firstRow[0], firstScreen: firstRow.includes(p.slug) }),
    ]),
  );
  return (
    <>
      <Breadcrumbs
        crumbs={[
          { label: "Home", url: "/" },
          { label: "Blog", url: "/blog" },
        ]}
      />
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "CollectionPage",
          name: blogName(pageIdentity()),
          url: new URL("/blog", env.SITE_URL).toString(),
        }}
      />
      <div className="mx-auto max-w-6xl px-4 py-10">
        <h1 className="font-extrabold text-3xl md:text-5xl">{blogName(pageIdentity())}</h1>
        <p className="mt-3 text-lg text-slate-700">
          Cleaning tips, eco-friendly products and home care for healthier air.
        </p>
        <div className="mt-8">
          <BlogBrowser posts={posts} tags={tags} images={images} />
        </div>
      </div>
    </>
  );
}
