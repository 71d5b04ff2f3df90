import { areaTable, lowestFromPriceIn } from "@/domain/pricing/area-prices";
import type { PriceBook } from "@/domain/pricing/price-book";
import { faqSectionsFor } from "./faqs";
import { SERVICE_AREAS } from "./service-area";

// Home page copy that is not a city, service or FAQ record. No claim about the business lives
// here: those are the owner's business facts (docs/decisions/0020).
/** What the product itself makes true; the owner's claims follow them on the page. */
export const trustPoints = ["Your price before you book", "Free estimates"] as const;

export const HOME_FAQ_COUNT = 8;

/**
 * A few answers from every section, priced from the owner's book (decision 0040). The home page
 * covers every area: the starting prices are the lowest any area charges, as its tiles say (0046).
 */
export function homeFaqs(
  book: PriceBook,
  areaIds: readonly string[] = SERVICE_AREAS.map((a) => a.id),
): { question: string; answer: string }[] {
  return faqSectionsFor(areaTable(book, null), (t) => lowestFromPriceIn(book, areaIds, [t]).price)
    .flatMap((s) => s.items)
    .filter((_, i) => i % 5 === 0)
    .slice(0, HOME_FAQ_COUNT)
    .map((i) => ({ question: i.q, answer: i.a }));
}

/** The three steps of docs/product.md#pages-and-addresses, shown on the home page and the service pages. */
export const howItWorks = [
  { title: "Get Instant Pricing", text: "Tell us the size of your home and see your price range at once." },
  {
    title: "Pick Your Date",
    text: "Choose a weekday and time that suits you, up to 30 days ahead; the first open day is usually tomorrow.",
  },
  { title: "Relax", text: "Our technicians clean, protect your floors and show you the results." },
] as const;
