import { phoneSchema, serviceAddressSchema } from "@/domain/address/service-address-input";
import { z } from "@/domain/validation/zod";
import { OFFICE_NAME_MAX } from "../booking/office-lines";
import { LIMITS } from "../pricing/quote-math";
import { serviceTypeSchema } from "../pricing/service-type-schema";
import { TIME_SLOTS } from "../scheduling/slots";
import { singleLine } from "../validation/single-line";
import { QUOTE_QUANTITY_MAX, QUOTE_UNIT_MAX_CENTS } from "./quote-status";

export { QUOTE_QUANTITY_MAX, QUOTE_UNIT_MAX_CENTS };

// What the owner's quote builder and the customer's quote page send (decision
// 0032). Names follow the office lines' rules (decision 0031): one line, no web or email address.

export const QUOTE_OPTIONS_MAX = 3;
export const QUOTE_LINES_MAX = 12;
export const QUOTE_LABEL_MAX = 40;
export const QUOTE_DESCRIPTION_MAX = 200;
export const QUOTE_NOTE_MAX = 1000;
/** How far ahead an expiry date may be set. */
export const QUOTE_EXPIRY_MAX_DAYS = 90;
export const DECLINE_REASON_MAX = 300;

const count = (limit: { min: number; max: number }) => z.number().int().min(limit.min).max(limit.max);

export const quoteLineSchema = z
  .object({
    name: singleLine(
      OFFICE_NAME_MAX,
      `A line's name is limited to ${OFFICE_NAME_MAX} characters.`,
      "Name the line.",
    ).min(2, "Name the line."),
    description: singleLine(
      QUOTE_DESCRIPTION_MAX,
      `A line's description is limited to ${QUOTE_DESCRIPTION_MAX} characters.`,
    ).default(""),
    quantity: z
      .number({ error: "Enter a quantity." })
      .int("Enter a whole quantity.")
      .min(1, `Enter a quantity from 1 to ${QUOTE_QUANTITY_MAX}.`)
      .max(QUOTE_QUANTITY_MAX, `Enter a quantity from 1 to ${QUOTE_QUANTITY_MAX}.`),
    unitCents: z
      .number({ error: "Enter a price." })
      .int("Enter the price in whole cents.")
      .min(0, "A price cannot be negative.")
      .max(QUOTE_UNIT_MAX_CENTS, `A unit price is at most $${QUOTE_UNIT_MAX_CENTS / 100}.`),
    /** An add-on the customer may tick; the option's other lines are always in. */
    optional: z.boolean().default(false),
    /** The extra of the owner's price list it was copied from, if any. */
    sourceExtraId: z.uuid().nullish(),
  })
  .strict();

export const quoteOptionSchema = z
  .object({
    label: singleLine(QUOTE_LABEL_MAX, `A label is limited to ${QUOTE_LABEL_MAX} characters.`, "Name the option.").min(
      1,
      "Name the option.",
    ),
    lines: z
      .array(quoteLineSchema)
      .min(1, "Give the option at least one line.")
      .max(QUOTE_LINES_MAX, `At most ${QUOTE_LINES_MAX} lines an option.`),
  })
  .strict()
  .refine((o) => o.lines.some((l) => !l.optional), {
    message: "Each option needs at least one line that is not an add-on.",
    path: ["lines"],
  });

const isoDate = z.string({ error: "Choose the expiry date." }).regex(/^\d{4}-\d{2}-\d{2}$/, "Choose the expiry date.");

export const quoteDraftSchema = z
  .object({
    customerId: z.string().trim().min(1).max(64),
    /** The job: where (it decides the area and crew when booked) and what (its length). */
    serviceType: serviceTypeSchema(),
    address: z
      .object(serviceAddressSchema.shape, {
        error: "Please enter the full service address: street, city, state and ZIP code.",
      })
      .strict(),
    phone: phoneSchema,
    bedrooms: count(LIMITS.bedrooms),
    bathrooms: count(LIMITS.bathrooms),
    squareFeet: count(LIMITS.squareFeet),
    options: z
      .array(quoteOptionSchema)
      .min(1, "Give the quote at least one option.")
      .max(QUOTE_OPTIONS_MAX, `At most ${QUOTE_OPTIONS_MAX} options.`),
    note: z.string().trim().max(QUOTE_NOTE_MAX, `The note is limited to ${QUOTE_NOTE_MAX} characters.`).default(""),
    expiresOn: isoDate,
  })
  .strict();

export type QuoteDraft = z.infer<typeof quoteDraftSchema>;

/** An edit of a saved quote (decision 0046): everything the builder sends but the customer, who stays. */
export const quoteRevisionSchema = quoteDraftSchema.omit({ customerId: true });
export type QuoteLineInput = z.infer<typeof quoteLineSchema>;

/** The customer's yes: one option, the add-ons ticked, and the time to book. */
export const quoteApprovalSchema = z
  .object({
    optionId: z.uuid({ error: "Choose an option." }),
    addOnLineIds: z.array(z.uuid()).max(QUOTE_LINES_MAX).default([]),
    appointmentDate: isoDate,
    appointmentTime: z.enum(TIME_SLOTS, { error: "Choose a start time." }),
    idempotencyKey: z.uuid(),
  })
  .strict();

export type QuoteApproval = z.infer<typeof quoteApprovalSchema>;

export const quoteDeclineSchema = z
  .object({
    reason: singleLine(DECLINE_REASON_MAX, `The reason is limited to ${DECLINE_REASON_MAX} characters.`).default(""),
  })
  .strict();
