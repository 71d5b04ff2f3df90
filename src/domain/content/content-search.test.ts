import { describe, expect, it } from "vitest";
import { searchFaqs } from "./faq-search";
import { filterPosts, postFilterQuery, readPostFilter, relatedPosts } from "./post-filter";

const sections = [
  {
    id: "a",
    title: "A",
    items: [
      { q: "What is MERV?", a: "A filter rating." },
      { q: "Cost?", a: "From $249." },
    ],
  },
  { id: "b", title: "B", items: [{ q: "Dryer vents?", a: "Clean them annually; a merv 8 filter helps too." }] },
];

describe("searchFaqs", () => {
  it("shows everything for an empty or blank query", () => {
    expect(searchFaqs(sections, "   ")).toEqual(sections);
  });
  it("trims, lower-cases and matches questions and answers, grouped by section", () => {
    const found = searchFaqs(sections, "  MERV ");
    expect(found.map((s) => [s.id, s.items.length])).toEqual([
      ["a", 1],
      ["b", 1],
    ]);
  });
  it("returns no sections when nothing matches", () => {
    expect(searchFaqs(sections, "chimney")).toEqual([]);
  });
});

const posts = [
  { slug: "b", title: "Beta guide", excerpt: "About filters", date: "2026-02-01", tags: ["indoor-air", "energy"] },
  { slug: "a", title: "alpha tips", excerpt: "Dryer safety", date: "2026-03-01", tags: ["safety", "dryer-vents"] },
  { slug: "c", title: "Gamma", excerpt: "More filters", date: "2025-12-01", tags: ["indoor-air", "safety"] },
];

describe("filterPosts", () => {
  it("sorts newest first by default", () => {
    expect(filterPosts(posts, readPostFilter({})).map((p) => p.slug)).toEqual(["a", "b", "c"]);
  });
  it.each([
    ["oldest", ["c", "b", "a"]],
    ["title-asc", ["a", "b", "c"]],
    ["title-desc", ["c", "b", "a"]],
  ])("sorts %s", (sort, order) => {
    expect(filterPosts(posts, readPostFilter({ sort })).map((p) => p.slug)).toEqual(order);
  });
  it("searches title and excerpt case-insensitively and filters by tag", () => {
    expect(filterPosts(posts, readPostFilter({ q: "FILTERS" })).map((p) => p.slug)).toEqual(["b", "c"]);
    expect(filterPosts(posts, readPostFilter({ q: "filters", tag: "safety" })).map((p) => p.slug)).toEqual(["c"]);
  });
  it("ignores an unknown sort and writes only non-default filters to the query", () => {
    expect(readPostFilter({ sort: "random" }).sort).toBe("newest");
    expect(postFilterQuery({ q: "dryer", tag: "", sort: "newest" })).toBe("?q=dryer");
  });
});

it("relatedPosts ranks by shared tags", () => {
  expect(relatedPosts(posts[2] as (typeof posts)[number], posts).map((p) => p.slug)).toEqual(["a", "b"]);
});
