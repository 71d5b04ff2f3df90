export interface Suggestion {
  label: string;
  href: string;
}

const MAX = 6;

/** docs/product.md#pages-and-addresses, not-found page: keyword suggestions first, then Home, FAQ and the service page. */
export function notFoundSuggestions(path: string): Suggestion[] {
  const p = path.toLowerCase();
  const has = (...words: string[]) => words.some((w) => p.includes(w));
  const out: Suggestion[] = [];
  if (has("air", "duct", "clean")) out.push({ label: "Our services", href: "/services" });
  if (has("california", "ca", "san")) out.push({ label: "California (San Francisco)", href: "/ca/san-francisco" });
  if (has("new-york", "ny", "nyc")) out.push({ label: "New York", href: "/ny/new-york-city" });
  out.push(
    { label: "Home", href: "/" },
    { label: "FAQ", href: "/faq" },
    { label: "Air Duct Cleaning Service", href: "/services/air-duct-cleaning" },
  );
  return out.slice(0, MAX);
}
