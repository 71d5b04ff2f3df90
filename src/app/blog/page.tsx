import type { Metadata } from "next";
import { BlogBrowser } from "@/components/blog/blog-browser";
import { Breadcrumbs } from "@/components/layout/breadcrumbs";
import { JsonLd } from "@/components/seo/json-ld";
import { allPosts } from "@/content/blog";
import { site } from "@/content/site";
import { readPostFilter } from "@/domain/content/post-filter";
import { pageMetadata } from "@/domain/seo/metadata";
import { env } from "@/server/env";

export const metadata: Metadata = {
  ...pageMetadata({
    title: site.blogName,
    description:
      "Cleaning tips, eco-friendly products and home care advice for cleaner indoor air from Bay Area duct cleaners.",
    path: "/blog",
  }),
  title: { absolute: `${site.blogName} | ${site.brand}` },
};

export default async function BlogPage({ searchParams }: { searchParams: Promise<Record<string, string | string[]>> }) {
  const posts = allPosts().map(({ body: _body, ...teaser }) => teaser);
  const tags = [...new Set(posts.flatMap((p) => p.tags))].sort();
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
          name: site.blogName,
          url: new URL("/blog", env.SITE_URL).toString(),
        }}
      />
      <div className="mx-auto max-w-6xl px-4 py-10">
        <h1 className="font-extrabold text-3xl md:text-5xl">{site.blogName}</h1>
        <p className="mt-3 text-lg text-slate-700">
          Cleaning tips, eco-friendly products and home care for healthier air.
        </p>
        <div className="mt-8">
          <BlogBrowser posts={posts} tags={tags} initial={readPostFilter(await searchParams)} />
        </div>
      </div>
    </>
  );
}
