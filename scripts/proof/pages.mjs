// Pages the measuring proofs share (scripts/proof/js-budget.mjs, scripts/proof/lighthouse.mjs).

/**
 * The booking page as a visitor reaches it: from the calculator's "Book Now", with a priced home
 * in the query. Without a query the page sends the visitor home (a 307), so measuring the bare path
 * would measure the home page.
 */
export const BOOK_SERVICE_PAGE =
  "/book-service?service=air_duct&address=1+Main+St&bedrooms=3&bathrooms=2&sqft=1800&price=300";
