// "Ask us" (docs/decisions/0024-one-price.md): a person asks for a price of a service we price after
// a conversation. It is a lead like a price request, without a home size or a quote.

import { singleLine } from "@/domain/validation/single-line";
import { z } from "@/domain/validation/zod";
import { ASK_US_IDS, type AskUsId } from "./ask-us-ids";
import { leadInputSchema } from "./lead-input";

export { ASK_US_IDS, type AskUsId };

/** Stored as the lead's price table version: this lead has no quote, and says so. */
export const ASK_US_PRICE_TABLE = "ask-us";

const { fullName, phone, email, pageUrl, marketingConsent, website } = leadInputSchema.shape;

export const askUsInputSchema = z.object({
  service: z.enum(ASK_US_IDS, { error: "Choose the service you are asking about." }),
  fullName,
  phone,
  email,
  /** What they want to know, in their words (optional). */
  question: singleLine(500, "Please keep your question under 500 characters.").optional(),
  pageUrl,
  marketingConsent,
  /** Honeypot: people never see this field; bots fill it. */
  website,
});

export type AskUsInput = z.infer<typeof askUsInputSchema>;

export const isAskUsLead = (lead: { priceTableVersion: string }): boolean =>
  lead.priceTableVersion === ASK_US_PRICE_TABLE;
