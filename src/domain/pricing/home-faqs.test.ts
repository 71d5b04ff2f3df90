import { describe, expect, it } from "vitest";
import { homeFaqs } from "./home-faqs";
import { BUILT_IN_PRICE_BOOK, bookFromInput, inputOf, priceBookInputSchema } from "./price-book";
import { formatDollars } from "./pricing";

const base = BUILT_IN_PRICE_BOOK;
const builtInVent = base.services.dryer_vent.baseCents / 100;
/** The owner's book: the default dryer vent price raised by `up`, one area's set `areaDown` below the built-in. */
function ownersBook(up: number, areaDown: number) {
  const input = inputOf(base);
  input.services.dryer_vent.baseCents += up * 100;
  const { perBedroomCents, perBathroomCents } = input.services.dryer_vent;
  const areaCents = base.services.dryer_vent.baseCents - areaDown * 100;
  input.areas = { "new-york-city": { dryer_vent: { baseCents: areaCents, perBedroomCents, perBathroomCents } } };
  return bookFromInput(priceBookInputSchema.parse(input), 2);
}
const pricedAnswers = (faqs: { answer: string }[]) => faqs.filter((f) => /\$\d/.test(f.answer));

// The home page covers every area; its tiles state the lowest "from" price any area charges
// (decision 0046). Its FAQ answers quote the same prices, from the owner's book, not the code's.
describe("the home page's FAQ answers", () => {
  it("quote the owner's prices: a raised default and an area's lower price, as the tiles do", () => {
    const faqs = homeFaqs(ownersBook(18, 20));
    const priced = pricedAnswers(faqs);
    expect(priced.length).toBeGreaterThan(0);
    const text = priced.map((f) => f.answer).join("\n");
    // New York City's $129 is the lowest dryer vent price anyone can be charged: the page says it.
    expect(text).toContain(formatDollars(builtInVent - 20));
    // The code's built-in $149 appears nowhere: it is neither the owner's default nor any area's.
    expect(text).not.toContain(formatDollars(builtInVent));
  });

  it("quote the owner's default where no area charges its own", () => {
    const raised = (() => {
      const input = inputOf(base);
      input.services.dryer_vent.baseCents += 1_700;
      return bookFromInput(priceBookInputSchema.parse(input), 2);
    })();
    const text = pricedAnswers(homeFaqs(raised))
      .map((f) => f.answer)
      .join("\n");
    expect(text).toContain(formatDollars(builtInVent + 17));
    expect(text).not.toContain(formatDollars(builtInVent));
  });
});
