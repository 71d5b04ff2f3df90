// The owner's input schemas for what a booking asks before the visit (decision 0045); the
// arithmetic is in booking-ask.ts, which the booking form imports without zod.

import { formatCents } from "../money/format";
import { serviceTypeSchema } from "../pricing/service-type-schema";
import { singleLine } from "../validation/single-line";
import { z } from "../validation/zod";
import { BOOKING_MONEY_MAX_CENTS, type BookingMoneyTerms, STRIPE_MINIMUM_CENTS } from "./booking-ask";

export {
  askSentence,
  BOOKING_MONEY_KINDS,
  BOOKING_MONEY_MAX_CENTS,
  type BookingAsk,
  type BookingMoneyKind,
  type BookingMoneyTerms,
  bookingAsk,
  depositRefundOnCancel,
  type ServiceType,
  STRIPE_MINIMUM_CENTS,
} from "./booking-ask";

const RELOAD = "Please reload the page and try again.";
const cents = (what: string) =>
  z.coerce
    .number({ error: `Please enter the ${what} in dollars, like 50 or 49.50.` })
    .int(`Please enter the ${what} in dollars and cents, like 49.50.`)
    .min(STRIPE_MINIMUM_CENTS, `A ${what} is at least ${formatCents(STRIPE_MINIMUM_CENTS)}.`)
    .max(BOOKING_MONEY_MAX_CENTS, `A ${what} is at most ${formatCents(BOOKING_MONEY_MAX_CENTS)}.`);

/** The owner's choice for one service, as /admin/prices sends it. */
export const bookingMoneyInputSchema = z
  .discriminatedUnion(
    "kind",
    [
      z.object({ serviceType: serviceTypeSchema({ error: RELOAD }), kind: z.literal("none") }),
      z.object({
        serviceType: serviceTypeSchema({ error: RELOAD }),
        kind: z.literal("deposit"),
        depositCents: cents("deposit").optional(),
        depositPercent: z.coerce
          .number({ error: "Please enter the deposit in percent." })
          .int("Please enter a whole percent.")
          .min(1, "Please enter a deposit from 1 to 100 percent.")
          .max(100, "Please enter a deposit from 1 to 100 percent.")
          .optional(),
      }),
      z.object({
        serviceType: serviceTypeSchema({ error: RELOAD }),
        kind: z.literal("no-show-fee"),
        feeCents: cents("no-show fee"),
      }),
    ],
    { error: RELOAD },
  )
  .superRefine((v, ctx) => {
    if (v.kind !== "deposit") return;
    const given = Number(v.depositCents !== undefined) + Number(v.depositPercent !== undefined);
    if (given !== 1)
      ctx.addIssue({
        code: "custom",
        path: ["depositCents"],
        message: "Please give the deposit as an amount or a percent, one of the two.",
      });
  });
export type BookingMoneyInput = z.infer<typeof bookingMoneyInputSchema>;

/** The stored terms of the owner's input. */
export function termsOf(input: BookingMoneyInput): BookingMoneyTerms {
  if (input.kind === "deposit")
    return {
      kind: "deposit",
      depositCents: input.depositPercent !== undefined ? null : (input.depositCents ?? null),
      depositBps: input.depositPercent !== undefined ? input.depositPercent * 100 : null,
    };
  if (input.kind === "no-show-fee") return { kind: "no-show-fee", feeCents: input.feeCents };
  return { kind: "none" };
}

/** The no-show fee's reason, as the owner types it (one line, kept with the charge). */
export const noShowInputSchema = z.object({
  reason: singleLine(300, "Please keep the reason to 300 characters.", "Please say what happened.").pipe(
    z.string().min(3, "Please say what happened (for example: nobody home, no answer by phone)."),
  ),
});
