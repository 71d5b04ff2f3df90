// What the owner types to define a service plan and to act on a membership, checked
// on the server: lengths bounded, one-line fields one line, money as whole cents.

import { dollarAmount } from "../payments/payment-input";
import { SERVICE_TYPES } from "../pricing/pricing";
import { serviceKeyed } from "../pricing/service-type-schema";
import { singleLine } from "../validation/single-line";
import { z } from "../validation/zod";
import { PRIORITY_DAYS_MAX } from "./plan-benefits";
import { PLAN_PERIODS } from "./plan-calendar";

export const PLAN_NAME_MAX = 80;
export const PLAN_TERMS_MAX = 2_000;
export const MEMBERSHIP_REASON_MAX = 200;
const RELOAD = "Please reload the page and try again.";

const visits = z.coerce
  .number({ error: "Please enter how many visits." })
  .int("Please enter a whole number of visits.")
  .min(0, "Please enter 0 or more visits.")
  .max(12, "At most 12 visits of a service a period.");

export const planSchema = z.object({
  id: z.uuid({ error: RELOAD }).optional(),
  name: singleLine(
    PLAN_NAME_MAX,
    `Please keep the plan's name to ${PLAN_NAME_MAX} characters.`,
    "Please name the plan.",
  ).pipe(z.string().min(2, "Please name the plan.")),
  price: dollarAmount.pipe(z.number().min(100, "A plan costs at least $1.00.")),
  period: z.enum(PLAN_PERIODS, { error: "Please choose yearly or monthly." }),
  includedVisits: serviceKeyed(
    z.object(
      Object.fromEntries(SERVICE_TYPES.map((s) => [s, visits])) as Record<
        (typeof SERVICE_TYPES)[number],
        typeof visits
      >,
      { error: RELOAD },
    ),
  ),
  discountPercent: z.coerce
    .number({ error: "Please enter the member discount in percent." })
    .min(0, "Please enter a discount from 0 to 100 percent.")
    .max(100, "Please enter a discount from 0 to 100 percent.")
    .transform((p) => Math.round(p * 100)),
  terms: z
    .string({ error: "Please write the plan's terms." })
    .trim()
    .min(10, "Please write the plan's terms: what is included and what cancelling does.")
    .max(PLAN_TERMS_MAX, `Please keep the terms to ${PLAN_TERMS_MAX} characters.`),
  priority: z.boolean({ error: RELOAD }).default(false),
  /** With priority: the next N days' open times are members' only (decision 0044). */
  priorityDays: z.coerce
    .number({ error: "Please enter how many days are kept for members." })
    .int("Please enter a whole number of days.")
    .min(0, "Please enter 0 to 30 days.")
    .max(PRIORITY_DAYS_MAX, "Please enter 0 to 30 days.")
    .default(0),
  active: z.boolean({ error: RELOAD }).default(true),
});
export type PlanInput = z.output<typeof planSchema>;

const reason = singleLine(
  MEMBERSHIP_REASON_MAX,
  `Please keep the reason to ${MEMBERSHIP_REASON_MAX} characters.`,
  "Please give a reason.",
).pipe(z.string().min(2, "Please give a reason."));

/** The owner's steps on one membership: enrol (by phone), pause, resume, end, refund a period's charge. */
export const membershipActionSchema = z.discriminatedUnion(
  "action",
  [
    z.object({ action: z.literal("enrol"), customerId: z.string().min(1).max(64), planId: z.uuid({ error: RELOAD }) }),
    z.object({ action: z.literal("pause"), membershipId: z.uuid({ error: RELOAD }), reason }),
    z.object({ action: z.literal("resume"), membershipId: z.uuid({ error: RELOAD }), reason }),
    z.object({ action: z.literal("end"), membershipId: z.uuid({ error: RELOAD }), reason }),
    z.object({ action: z.literal("refund"), chargeId: z.uuid({ error: RELOAD }), reason }),
  ],
  { error: RELOAD },
);
export type MembershipAction = z.output<typeof membershipActionSchema>;
