export const POST_SORTS = ["newest", "oldest", "title-asc", "title-desc"] as const;
export type PostSort = (typeof POST_SORTS)[number];

export const POST_SORT_LABELS: Record<PostSort, string> = {
  newest: "Newest",
  oldest: "Oldest",
  "title-asc": "Title A-Z",
  "title-desc": "Title Z-A",
};

export interface PostFilter {
  q: string;
  tag: string;
  sort: PostSort;
}

interface Filterable {
  title: string;
  excerpt: string;
  date: string;
  tags: string[];
}

export function readPostFilter(params: Record<string, string | string[] | undefined>): PostFilter {
  const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? "";
  const sort = one(params.sort);
  return {
    q: one(params.q).slice(0, 100),
    tag: one(params.tag).slice(0, 50),
    sort: (POST_SORTS as readonly string[]).includes(sort) ? (sort as PostSort) : "newest",
  };
}

/** Search over title and excerpt (case-insensitive), an optional tag, then the chosen order. */
export function filterPosts<P extends Filterable>(posts: readonly P[], filter: PostFilter): P[] {
  const q = filter.q.trim().toLowerCase();
  const result = posts.filter(
    (p) =>
      (!q || p.title.toLowerCase().includes(q) || p.excerpt.toLowerCase().includes(q)) &&
      (!filter.tag || p.tags.includes(filter.tag)),
  );
  const byTitle = (a: P, b: P) => a.title.localeCompare(b.title, "en");
  const sorters: Record<PostSort, (a: P, b: P) => number> = {
    newest: (a, b) => b.date.localeCompare(a.date),
    oldest: (a, b) => a.date.localeCompare(b.date),
    "title-asc": byTitle,
    "title-desc": (a, b) => byTitle(b, a),
  };
  return result.sort(sorters[filter.sort]);
}

export function postFilterQuery(filter: PostFilter): string {
  const params = new URLSearchParams();
  if (filter.q) params.set("q", filter.q);
  if (filter.tag) params.set("tag", filter.tag);
  if (filter.sort !== "newest") params.set("sort", filter.sort);
  const s = params.toString();
  return s ? `?${s}` : "";
}

/** Up to `count` other posts sharing the most tags, newest first among equals. */
export function relatedPosts<P extends Filterable & { slug: string }>(post: P, posts: readonly P[], count = 3): P[] {
  return posts
    .filter((p) => p.slug !== post.slug)
    .map((p) => ({ p, shared: p.tags.filter((t) => post.tags.includes(t)).length }))
    .filter((x) => x.shared > 0)
    .sort((a, b) => b.shared - a.shared || b.p.date.localeCompare(a.p.date))
    .slice(0, count)
    .map((x) => x.p);
}
