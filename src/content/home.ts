// Home page copy that is not a city, service or FAQ record. No claim about the business lives
// here: those are the owner's business facts (docs/decisions/0020). Its FAQ answers are priced in
// src/domain/pricing/home-faqs.ts.
/** What the product itself makes true; the owner's claims follow them on the page. */
export const trustPoints = ["Your price before you book", "Free estimates"] as const;

/** The three steps of docs/product.md#pages-and-addresses, shown on the home page and the service pages. */
export const howItWorks = [
  { title: "Get Instant Pricing", text: "Tell us the size of your home and see your price range at once." },
  {
    title: "Pick Your Date",
    text: "Choose a weekday and time that suits you, up to 30 days ahead; the first open day is usually tomorrow.",
  },
  { title: "Relax", text: "Our technicians clean, protect your floors and show you the results." },
] as const;
