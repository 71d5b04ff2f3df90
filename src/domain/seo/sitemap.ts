// SPEC.md section 9 sitemap: canonical 200 URLs only, sorted by priority (highest first).
export interface SitemapEntry {
  url: string;
  lastModified: string;
  changeFrequency?: "daily" | "weekly" | "monthly";
  priority: number;
}

export interface SitemapInput {
  origin: string;
  today: string;
  servicePaths: string[];
  cityPaths: string[];
  cityServicePaths: string[];
  posts: { path: string; date: string }[];
}

export function buildSitemap(input: SitemapInput): SitemapEntry[] {
  const url = (path: string) => new URL(path, input.origin).toString();
  const at = (
    path: string,
    priority: number,
    changeFrequency?: SitemapEntry["changeFrequency"],
    date = input.today,
  ) => ({
    url: url(path),
    lastModified: date,
    priority,
    ...(changeFrequency ? { changeFrequency } : {}),
  });
  const entries: SitemapEntry[] = [
    at("/", 1, "daily"),
    ...input.servicePaths.map((p) => at(p, 0.9, "weekly")),
    at("/faq", 0.8, "weekly"),
    ...input.cityPaths.map((p) => at(p, 0.8, "weekly")),
    at("/blog", 0.7, "daily"),
    ...input.cityServicePaths.map((p) => at(p, 0.7)),
    ...input.posts.map((p) => at(p.path, 0.6, "monthly", p.date)),
    at("/customer-login", 0.3, "monthly"),
  ];
  // Stable sort keeps the natural order within one priority.
  return entries.sort((a, b) => b.priority - a.priority);
}
