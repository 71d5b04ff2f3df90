// What the crew's phone and the owner's forms send about money, checked the same in the browser and
// on the server. Amounts travel as the text a person typed ("350" or "350.00") and become integer
// cents here, so no float ever holds a price.

import { singleLine } from "../validation/single-line";
import { z } from "../validation/zod";
import { MAX_INVOICE_CENTS, MAX_TAX_RATE_BPS, parseDollarInput } from "./invoice";

export const ON_SITE_METHODS = ["card_reader", "cash", "check"] as const;
export type OnSiteMethod = (typeof ON_SITE_METHODS)[number];

export const ON_SITE_METHOD_LABELS: Record<OnSiteMethod, string> = {
  card_reader: "Card reader",
  cash: "Cash",
  check: "Check",
};

export const PAYMENT_REASON_MAX = 200;

/** Dollars as typed, to cents: more than 0, at most the largest invoice, whole cents. */
export const dollarAmount = z
  .string({ error: "Please enter the amount." })
  .max(20, "Please enter the amount in dollars and cents, like 350.00.")
  .transform((text, ctx) => {
    const cents = parseDollarInput(text);
    if (cents === null || cents <= 0 || cents > MAX_INVOICE_CENTS) {
      ctx.addIssue({ code: "custom", message: "Please enter the amount in dollars and cents, like 350.00." });
      return z.NEVER;
    }
    return cents;
  });

const reason = (missing: string) =>
  singleLine(PAYMENT_REASON_MAX, `Please keep the reason to ${PAYMENT_REASON_MAX} characters.`, missing).pipe(
    z.string().min(1, missing),
  );

/** Sent by the form and kept for a second tap: one payment whatever the network does. */
const idempotencyKey = z.uuid({ error: "Please reload the page and try again." });

export const onSitePaymentSchema = z
  .object({
    method: z.enum(ON_SITE_METHODS, { error: "Please choose how the customer paid." }),
    amount: dollarAmount,
    checkNumber: singleLine(30, "Please keep the check number to 30 characters.").optional().default(""),
    idempotencyKey,
  })
  .superRefine((v, ctx) => {
    if (v.method === "check" && !/^[0-9A-Za-z-]{1,30}$/.test(v.checkNumber))
      ctx.addIssue({ code: "custom", path: ["checkNumber"], message: "Please enter the check's number." });
  });
export type OnSitePaymentInput = z.infer<typeof onSitePaymentSchema>;

/** The owner records a payment taken outside the site: the same, with why. */
export const ownerPaymentSchema = z
  .object({
    method: z.enum(ON_SITE_METHODS, { error: "Please choose how the customer paid." }),
    amount: dollarAmount,
    checkNumber: singleLine(30, "Please keep the check number to 30 characters.").optional().default(""),
    reason: reason("Please say why you are recording this payment."),
    idempotencyKey,
  })
  .superRefine((v, ctx) => {
    if (v.method === "check" && !/^[0-9A-Za-z-]{1,30}$/.test(v.checkNumber))
      ctx.addIssue({ code: "custom", path: ["checkNumber"], message: "Please enter the check's number." });
  });

export const voidPaymentSchema = z.object({ reason: reason("Please say why the payment is voided.") });

export const refundSchema = z.object({
  amount: dollarAmount,
  reason: reason("Please say why you are refunding."),
  idempotencyKey,
});

/** The owner's credit note against an issued invoice: how much it takes off, and why. */
export const creditNoteSchema = z.object({
  amount: dollarAmount,
  reason: reason("Please say why you are issuing this credit note."),
  idempotencyKey,
});

export const paymentSettingsSchema = z.object({
  /** Percent as typed ("8.25"), to basis points. */
  taxRate: z
    .string({ error: "Please enter the tax rate." })
    .max(10, "Please enter the tax rate as a percent, like 8.25.")
    .transform((text, ctx) => {
      const match = /^(\d{1,2})(?:\.(\d{1,2}))?$/.exec(text.trim().replace(/%$/, ""));
      const bps = match ? Number(match[1]) * 100 + Number((match[2] ?? "0").padEnd(2, "0")) : Number.NaN;
      if (!(bps >= 0 && bps <= MAX_TAX_RATE_BPS)) {
        ctx.addIssue({ code: "custom", message: "Please enter a tax rate from 0 to 25 percent, like 8.25." });
        return z.NEVER;
      }
      return bps;
    }),
});

/** Starting Checkout carries nothing: the invoice is in the path, the amount is the server's. */
export const checkoutSchema = z.object({});

export const EXTRA_QUANTITY_MAX = 20;

/** The crew adds an item of the price list to a visit before Finished, or takes one off. */
export const visitExtraSchema = z.discriminatedUnion(
  "action",
  [
    z.object({
      action: z.literal("add"),
      itemId: z.uuid({ error: "Please choose an item of the price list." }),
      quantity: z.coerce
        .number({ error: "Please enter how many." })
        .int("Please enter a whole number.")
        .min(1, "Please enter how many.")
        .max(EXTRA_QUANTITY_MAX, `At most ${EXTRA_QUANTITY_MAX} of one item.`),
      // The customer's yes to the extra and its price, given on the technician's phone.
      approvedByCustomer: z.literal(true, {
        error: "Show the customer the extra and its price, and tick the box once they agree.",
      }),
    }),
    z.object({ action: z.literal("remove"), extraId: z.uuid({ error: "Please reload the page and try again." }) }),
  ],
  { error: "Please reload the page and try again." },
);
