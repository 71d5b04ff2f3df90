import "server-only";
import { hoursInParens, lookOf } from "@/domain/business/brand";
import { withBrand, withPhone } from "@/domain/business/identity";
import { pageIdentity } from "@/server/business/site-content";
import { Buttons, EmailLayout, Facts, P } from "./layout";

export interface QuoteForEmail {
  /** "Good: $1,200", one row per option, from the quote's lines. */
  options: readonly (readonly [label: string, total: string])[];
  /** "Friday, January 8" in the business's words. */
  validUntil: string;
  url: string;
  /** The owner's note, printed as text. */
  note: string;
}

/** The owner's quote with options (decision 0032): what each option costs, and the link to choose and book. */
export function QuoteSent({ quote }: { quote: QuoteForEmail }) {
  return (
    <EmailLayout heading="Your quote">
      <P>Hello,</P>
      <P>{`Here is the quote ${withBrand(pageIdentity(), (brand) => brand, "we")} prepared for you, with ${quote.options.length === 1 ? "one option" : `${quote.options.length} options`}:`}</P>
      <Facts rows={quote.options} />
      {quote.note ? <P>{quote.note}</P> : null}
      <P>Compare the options, tick any add-ons, approve one and book a time, all on one page:</P>
      <Buttons links={[{ text: "See your quote", href: quote.url }]} />
      <P>{`The prices hold until the end of ${quote.validUntil}. Questions? ${withPhone(pageIdentity(), (phone) => `Call us at ${phone}${hoursInParens(lookOf(pageIdentity()))}.`, "Reply to this email.")}`}</P>
    </EmailLayout>
  );
}
