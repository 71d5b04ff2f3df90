// A quote's statuses (decision 0032), apart from the rules so the schema can read them without the clock code.

export const QUOTE_STATUSES = ["draft", "sent", "approved", "declined", "expired"] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

/** Owner words for each status. */
export const QUOTE_STATUS_WORDS: Record<QuoteStatus, string> = {
  draft: "Draft",
  sent: "Sent",
  approved: "Approved",
  declined: "Declined",
  expired: "Expired",
};

export const QUOTE_QUANTITY_MAX = 99;
/** The largest unit price of a quote line: $10,000 (a whole-house job is a few thousand). */
export const QUOTE_UNIT_MAX_CENTS = 1_000_000;
