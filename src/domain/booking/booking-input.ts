import { phoneSchema, serviceAddressSchema } from "@/domain/address/service-address-input";
import { z } from "@/domain/validation/zod";
import { ADD_ON_IDS, addOnOffered } from "../pricing/add-ons";
import { LIMITS } from "../pricing/quote-math";
import { serviceTypeSchema } from "../pricing/service-type-schema";
import { RECURRING_INTERVALS, TIME_SLOTS } from "../scheduling/schedule";
import { toE164 } from "../sms/phone";
import { MISSING_INFORMATION, TEXT_NUMBER_MESSAGE } from "./booking-messages";
import { customerMoveReasonSchema, moveReasonSchema } from "./move-reasons";

const count = (limit: { min: number; max: number }) => z.number().int().min(limit.min).max(limit.max);
const date = z
  .string({ error: MISSING_INFORMATION.description })
  .regex(/^\d{4}-\d{2}-\d{2}$/, MISSING_INFORMATION.description);
const time = z.enum(TIME_SLOTS, { error: MISSING_INFORMATION.description });

const address = z
  .object(serviceAddressSchema.shape, {
    error: "Please enter the full service address: street, city, state and ZIP code.",
  })
  .strict();

/**
 * What the booking form sends. Where the job is comes only from `address` (the server resolves
 * its area and time zone); any other place field a client adds is not part of the schema.
 */
export const bookingInputSchema = z
  .object({
    serviceType: serviceTypeSchema(),
    address,
    phone: phoneSchema,
    bedrooms: count(LIMITS.bedrooms),
    bathrooms: count(LIMITS.bathrooms),
    squareFeet: count(LIMITS.squareFeet),
    appointmentDate: date,
    appointmentTime: time,
    isRecurring: z.boolean().default(false),
    recurringIntervalMonths: z
      .number()
      .refine((n) => (RECURRING_INTERVALS as readonly number[]).includes(n), "Choose 6, 12, 18, 24 or 36 months.")
      .nullish(),
    notes: z.string().trim().max(1000, "Special instructions are limited to 1000 characters.").nullish(),
    idempotencyKey: z.uuid(),
    /** From an estimate email's link: the server prices the booking as quoted while valid. */
    quoteToken: z.string().max(200).nullish(),
    /** From a recurring series' next-visit link: the series' discount and earlier window. */
    seriesId: z.uuid().nullish(),
    /** From a "you're due" email's link (decision 0039): the booking counts for its campaign. */
    dueToken: z.string().max(200).nullish(),
    /** "Text me about this visit" (docs/decisions/0022-sms.md): off unless ticked. */
    textMe: z.boolean().default(false),
    /** Priced add-ons, by id only: the server prices them (docs/decisions/0024-one-price.md). */
    addOns: z
      .array(z.enum(ADD_ON_IDS, { error: "Choose add-ons from the list." }))
      .max(ADD_ON_IDS.length, "Choose each add-on once.")
      .default([]),
    /**
     * The total the page showed (cents, add-ons included). The server prices again; when its
     * total differs (the price book changed meanwhile), the booking is refused with the new price
     * (decision 0040). Absent: no page to compare with (the API used directly).
     */
    shownCents: z.number().int().min(0).max(100_000_000).nullish(),
  })
  .refine((b) => b.addOns.every((id) => addOnOffered(id, b.serviceType)), {
    message: "That add-on is not offered with this service.",
    path: ["addOns"],
  })
  .refine((b) => !b.textMe || toE164(b.phone) !== null, {
    message: TEXT_NUMBER_MESSAGE,
    path: ["textMe"],
  })
  .refine((b) => !b.isRecurring || b.recurringIntervalMonths != null, {
    message: "Choose how often the service should repeat.",
    path: ["recurringIntervalMonths"],
  });

export type BookingInput = z.infer<typeof bookingInputSchema>;

/** The customer's move to another start; the reason is optional (src/domain/booking/move-reasons.ts). */
export const rescheduleInputSchema = z.object({
  appointmentDate: date,
  appointmentTime: time,
  reason: customerMoveReasonSchema.optional(),
});

/** The owner's move of a booking, with any of the reasons. */
export const moveInputSchema = rescheduleInputSchema.extend({ reason: moveReasonSchema.optional() });

/** The booking form asks which start times are open for this address and job. */
export const availabilityInputSchema = z.object({
  serviceType: serviceTypeSchema(),
  address,
  squareFeet: count(LIMITS.squareFeet),
  /** The series whose next visit the form is booking (as the page handed it): its longer window. */
  seriesId: z.uuid().nullish(),
  /** The owner's phone booking: the customer picked, whose plan may hold days for them (read for an admin only). */
  forCustomer: z.string().trim().min(1).max(64).nullish(),
});

export type AvailabilityInput = z.infer<typeof availabilityInputSchema>;
