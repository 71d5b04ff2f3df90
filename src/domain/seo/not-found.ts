export interface Suggestion {
  label: string;
  href: string;
}

const MAX = 6;
/** Close matches shown before the keyword ones. */
const MAX_CLOSE = 3;

/** Levenshtein distance: the fewest single-character inserts, deletes and substitutions from a to b. */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row[j] = Math.min((prev[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost);
    }
    prev = row;
  }
  return prev[b.length] ?? 0;
}

const clean = (path: string) => path.toLowerCase().split(/[?#]/)[0]?.replace(/\/+$/, "").replace(/^\/+/, "") ?? "";

/**
 * How far a mistyped path is from a page's: the whole path's edit distance, or the last segment's
 * plus one (a city typed without its state, "/san-jose", still finds "/ca/san-jose").
 */
function distance(tried: string, page: string): number {
  const whole = editDistance(tried, page);
  const last = editDistance(tried.split("/").at(-1) ?? "", page.split("/").at(-1) ?? "") + 1;
  return Math.min(whole, last);
}

/**
 * The known pages closest to a path that was not found, closest first (the shorter path on a tie,
 * so a city comes before its service pages): only those a typo or two away, at most a third of
 * what was typed.
 */
export function closestPages(path: string, pages: readonly Suggestion[], max = MAX_CLOSE): Suggestion[] {
  const tried = clean(path).slice(0, 200);
  if (tried.length < 3) return [];
  const limit = Math.max(1, Math.min(4, Math.floor(tried.length / 3)));
  return pages
    .map((p) => ({ p, d: distance(tried, clean(p.href)) }))
    .filter((x) => x.d <= limit)
    .sort((a, b) => a.d - b.d || a.p.href.length - b.p.href.length || a.p.href.localeCompare(b.p.href))
    .slice(0, max)
    .map((x) => x.p);
}

/**
 * docs/product.md#pages-and-addresses, not-found page: the closest pages by spelling first, then
 * keyword suggestions, then Home, FAQ and the service page.
 */
export function notFoundSuggestions(path: string, pages: readonly Suggestion[] = []): Suggestion[] {
  const p = path.toLowerCase();
  const has = (...words: string[]) => words.some((w) => p.includes(w));
  const out: Suggestion[] = closestPages(path, pages);
  if (has("air", "duct", "clean")) out.push({ label: "Our services", href: "/services" });
  if (has("california", "ca", "san")) out.push({ label: "California (San Francisco)", href: "/ca/san-francisco" });
  if (has("new-york", "ny", "nyc")) out.push({ label: "New York", href: "/ny/new-york-city" });
  out.push(
    { label: "Home", href: "/" },
    { label: "FAQ", href: "/faq" },
    { label: "Air Duct Cleaning Service", href: "/services/air-duct-cleaning" },
  );
  const seen = new Set<string>();
  return out.filter((s) => !seen.has(s.href) && seen.add(s.href)).slice(0, MAX);
}
