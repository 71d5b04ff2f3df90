// The home page's FAQ answers, priced from the owner's book (decision 0040). The home page covers
// every area: the starting prices it quotes are the lowest any area charges, as its tiles say (0046).
import { faqSectionsFor } from "@/content/faqs";
import { SERVICE_AREAS } from "../areas/service-areas";
import { areaTable, lowestFromPriceIn } from "./area-prices";
import type { PriceBook } from "./price-book";

export const HOME_FAQ_COUNT = 8;

/** A few answers from every section. */
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
