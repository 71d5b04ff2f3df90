// Self-serving review markup: a business's own pages may not mark up ratings or reviews of that
// business (Google's review snippet guidelines ignore them and treat them as spam; the FTC's rule
// on consumer reviews, 16 CFR Part 465, is about what they claim). The site shows reviews as
// text only (docs/decisions/0020); this keeps the markup out wherever it hides in the JSON-LD.

const KEYS = new Set(["aggregaterating", "review", "reviews", "reviewrating"]);
const TYPES = new Set(["aggregaterating", "review", "rating", "employeereview", "userreview", "criticreview"]);

/**
 * Where a JSON-LD value carries review or rating markup: paths such as "aggregateRating" or
 * "provider.review[0]" (a `@type` of Review, AggregateRating or Rating counts too). Empty: none.
 * @param {unknown} value
 * @param {string} [at]
 * @returns {string[]}
 */
export function reviewMarkup(value, at = "") {
  if (Array.isArray(value)) return value.flatMap((v, i) => reviewMarkup(v, `${at}[${i}]`));
  if (!value || typeof value !== "object") return [];
  const found = [];
  for (const [key, v] of Object.entries(value)) {
    const here = at ? `${at}.${key}` : key;
    if (KEYS.has(key.toLowerCase())) found.push(here);
    else if (key === "@type" && [v].flat().some((t) => typeof t === "string" && TYPES.has(t.toLowerCase())))
      found.push(`${here}=${[v].flat().join(",")}`);
    else found.push(...reviewMarkup(v, here));
  }
  return found;
}
