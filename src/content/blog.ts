// Blog articles are markdown files beside this module, read at build time.
import fs from "node:fs";
import path from "node:path";
import { marked } from "marked";

export interface BlogPost {
  slug: string;
  title: string;
  excerpt: string;
  date: string;
  /** Optional frontmatter `updated`: the day the article was last revised (sitemap lastmod, dateModified). */
  updated?: string;
  tags: string[];
  image: string;
  imageAlt: string;
  readingTime: number;
  body: string;
}

const DIR = path.join(process.cwd(), "src/content/blog");
const WORDS_PER_MINUTE = 200;

function parseFrontmatter(source: string, file: string): { data: Record<string, unknown>; body: string } {
  const match = source.match(/^---\n([\s\S]*?)\n---\n([\s\S]*)$/);
  if (!match) throw new Error(`${file}: missing frontmatter`);
  const data: Record<string, unknown> = {};
  for (const line of (match[1] ?? "").split("\n")) {
    const m = line.match(/^(\w+):\s*(.*)$/);
    if (!m?.[1]) continue;
    const raw = (m[2] ?? "").trim();
    data[m[1]] = raw.startsWith('"') || raw.startsWith("[") ? JSON.parse(raw) : raw;
  }
  return { data, body: match[2] ?? "" };
}

export function readingTime(markdown: string): number {
  const words = markdown.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

function load(): BlogPost[] {
  return fs
    .readdirSync(DIR)
    .filter((f) => f.endsWith(".md"))
    .map((file) => {
      const { data, body } = parseFrontmatter(fs.readFileSync(path.join(DIR, file), "utf8"), file);
      const str = (key: string) => {
        const v = data[key];
        if (typeof v !== "string" || !v) throw new Error(`${file}: ${key} missing`);
        return v;
      };
      const tags = data.tags;
      if (!Array.isArray(tags) || tags.length !== 2) throw new Error(`${file}: needs exactly 2 tags`);
      return {
        slug: file.replace(/\.md$/, ""),
        title: str("title"),
        excerpt: str("excerpt"),
        date: str("date"),
        ...(typeof data.updated === "string" && data.updated ? { updated: data.updated } : {}),
        tags: tags as string[],
        image: str("image"),
        imageAlt: str("imageAlt"),
        readingTime: readingTime(body),
        body,
      };
    })
    .sort((a, b) => b.date.localeCompare(a.date));
}

let cache: BlogPost[] | undefined;

/** Newest first. */
export function allPosts(): BlogPost[] {
  cache ??= load();
  return cache;
}

export function getPost(slug: string): BlogPost | undefined {
  return allPosts().find((p) => p.slug === slug);
}

export function latestPosts(count: number, exceptSlug?: string): BlogPost[] {
  return allPosts()
    .filter((p) => p.slug !== exceptSlug)
    .slice(0, count);
}

export function renderMarkdown(markdown: string): string {
  return marked.parse(markdown, { async: false, gfm: true });
}
