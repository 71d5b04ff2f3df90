export interface SearchableSection {
  id: string;
  title: string;
  items: { q: string; a: string }[];
}

export function normalizeQuery(query: string): string {
  return query.trim().toLowerCase();
}

/** docs/product.md#pages-and-addresses, FAQ search: trimmed, lower-cased, matches question or answer; empty shows all. */
export function searchFaqs<S extends SearchableSection>(sections: readonly S[], query: string): S[] {
  const q = normalizeQuery(query);
  if (!q) return [...sections];
  return sections
    .map((s) => ({
      ...s,
      items: s.items.filter((i) => i.q.toLowerCase().includes(q) || i.a.toLowerCase().includes(q)),
    }))
    .filter((s) => s.items.length > 0);
}
