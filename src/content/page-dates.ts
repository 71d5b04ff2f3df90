// The day the content of each page that is not built from a dated record last changed: the
// sitemap's lastmod. Cities, states and services carry `updated` on their records; posts their date.
// Change the date when you change what the page says (not when you restyle it).
export const pageDates = {
  home: "2026-11-27",
  faq: "2026-11-21",
  customerLogin: "2026-11-21",
  privacy: "2026-11-21",
  terms: "2026-11-21",
  reviews: "2026-11-27",
  // The catalogue's pages that are not service records (src/content/catalogue.ts).
  catalogue: "2026-11-27",
} as const;
