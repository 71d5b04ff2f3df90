"use client";

import { useSyncExternalStore } from "react";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import type { ImgAttributes } from "@/components/ui/static-image";
import type { BlogPost } from "@/content/blog";
import {
  filterPosts,
  POST_SORT_LABELS,
  POST_SORTS,
  type PostFilter,
  type PostSort,
  postFilterQuery,
  readPostFilter,
} from "@/domain/content/post-filter";
import { PostTeaser } from "./post-teaser";

type Teaser = Omit<BlogPost, "body">;

// The filter lives in the URL's query: this page is prerendered (cacheable, bf-cache eligible),
// so the server cannot read the query and the browser applies it. The server snapshot is
// the unfiltered list, which is what the HTML and hydration carry (no mismatch) and what a browser
// without JavaScript shows for any /blog URL; right after hydration React renders the URL's view.
const URL_CHANGED = "blog-filter-change";
const subscribe = (onChange: () => void) => {
  window.addEventListener("popstate", onChange);
  window.addEventListener(URL_CHANGED, onChange);
  return () => {
    window.removeEventListener("popstate", onChange);
    window.removeEventListener(URL_CHANGED, onChange);
  };
};
const urlQuery = () => window.location.search;
const noQuery = () => "";

/**
 * Live search, tag filter and sort, read from and written to the URL (shareable); changes update
 * the URL without a reload. Without JavaScript the form's GET opens /blog with the query and the
 * full list.
 */
export function BlogBrowser({
  posts,
  tags,
  images,
}: {
  posts: Teaser[];
  tags: string[];
  /** Each post's card picture by slug (computed on the server). */
  images: Record<string, ImgAttributes>;
}) {
  const query = useSyncExternalStore(subscribe, urlQuery, noQuery);
  const filter = readPostFilter(Object.fromEntries(new URLSearchParams(query)));
  const shown = filterPosts(posts, filter);
  const update = (patch: Partial<PostFilter>) => {
    window.history.replaceState(window.history.state, "", `/blog${postFilterQuery({ ...filter, ...patch })}`);
    window.dispatchEvent(new Event(URL_CHANGED));
  };
  const active = filter.q !== "" || filter.tag !== "";
  return (
    <div>
      {/* One control on phones: the filters open from it (and stay open while one is set); from
          768 px they are always shown and the control is hidden (globals.css, .filters). */}
      <details className="filters group rounded-lg border border-slate-200 md:border-0" open={active || undefined}>
        <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 px-4 font-semibold text-ink md:hidden [&::-webkit-details-marker]:hidden">
          Search and filter articles
          <span aria-hidden="true" className="transition-transform group-open:rotate-180">
            ▾
          </span>
        </summary>
        <form
          action="/blog"
          className="grid gap-3 p-4 pt-0 md:grid-cols-[1fr_14rem_12rem] md:p-0"
          onSubmit={(e) => e.preventDefault()}
        >
          <div>
            <label htmlFor="blog-q" className="font-medium text-slate-700 text-sm">
              Search
            </label>
            <Input
              id="blog-q"
              name="q"
              type="search"
              placeholder="Search posts"
              value={filter.q}
              onChange={(e) => update({ q: e.currentTarget.value })}
            />
          </div>
          <div>
            <label htmlFor="blog-tag" className="font-medium text-slate-700 text-sm">
              Tag
            </label>
            <Select
              id="blog-tag"
              name="tag"
              value={filter.tag}
              onChange={(e) => update({ tag: e.currentTarget.value })}
              options={[["", "All tags"], ...tags.map((t) => [t, t] as const)]}
            />
          </div>
          <div>
            <label htmlFor="blog-sort" className="font-medium text-slate-700 text-sm">
              Sort
            </label>
            <Select
              id="blog-sort"
              name="sort"
              value={filter.sort}
              onChange={(e) => update({ sort: e.currentTarget.value as PostSort })}
              options={POST_SORTS.map((s) => [s, POST_SORT_LABELS[s]] as const)}
            />
          </div>
          {/* Always there (a form needs a submit button): without JavaScript it reloads /blog with the
            query; with it the list already follows every change and submitting keeps the page. */}
          <button
            type="submit"
            className="h-11 self-end rounded-md bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700 md:col-span-3 md:w-fit"
          >
            Apply filters
          </button>
        </form>
      </details>
      <p className="mt-4 text-slate-600 text-sm" aria-live="polite">
        {shown.length} {shown.length === 1 ? "article" : "articles"}
      </p>
      <div className="mt-4 grid gap-6 md:grid-cols-2">
        {shown.map((p) => (
          <PostTeaser
            key={p.slug}
            post={p}
            img={images[p.slug] ?? { src: p.image, alt: p.imageAlt }}
            headingLevel={2}
          />
        ))}
      </div>
    </div>
  );
}
