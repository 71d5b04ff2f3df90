import { z } from "../validation/zod";
import type { InvoiceBalance } from "./balance";

// Automatic reminders of an open balance: days after the invoice, set by the owner.
// The sweep that queues them runs on every server; each reminder has a key naming the invoice and
// the offset, inserted once (ON CONFLICT DO NOTHING), so two servers or two ticks send one.

export const DEFAULT_PAYMENT_REMINDER_DAYS = [3, 10, 30] as const;
export const MAX_PAYMENT_REMINDERS = 6;
export const MAX_PAYMENT_REMINDER_DAY = 365;

const DAY = 86_400_000;
const KEY = /^invoice-reminder:([0-9a-f-]{36}):(\d+)d$/;

export const paymentReminderKey = (invoiceId: string, days: number) => `invoice-reminder:${invoiceId}:${days}d`;

export function parsePaymentReminderKey(key: string): { invoiceId: string; days: number } | null {
  const match = KEY.exec(key);
  return match?.[1] && match[2] ? { invoiceId: match[1], days: Number(match[2]) } : null;
}

/** The owner's schedule as typed ("3, 10, 30", or empty for none): whole days, ascending, no repeats. */
export const paymentRemindersSchema = z.object({
  days: z
    .string({ error: "Please enter the days after the invoice, like 3, 10, 30." })
    .max(60, "Please enter at most six numbers of days, like 3, 10, 30.")
    .transform((text, ctx) => {
      const parts = text
        .split(",")
        .map((p) => p.trim())
        .filter((p) => p !== "");
      const days = parts.map((p) => (/^\d{1,3}$/.test(p) ? Number(p) : Number.NaN));
      if (days.some((d) => !(d >= 1 && d <= MAX_PAYMENT_REMINDER_DAY))) {
        ctx.addIssue({
          code: "custom",
          message: `Each reminder is a whole number of days from 1 to ${MAX_PAYMENT_REMINDER_DAY}, separated by commas, like 3, 10, 30.`,
        });
        return z.NEVER;
      }
      const unique = [...new Set(days)].sort((a, b) => a - b);
      if (unique.length > MAX_PAYMENT_REMINDERS) {
        ctx.addIssue({ code: "custom", message: `Please keep to ${MAX_PAYMENT_REMINDERS} reminders or fewer.` });
        return z.NEVER;
      }
      return unique;
    }),
});

export interface ReminderInvoice {
  id: string;
  issuedAt: Date;
  balance: InvoiceBalance;
  remindersStoppedAt: Date | null;
}

/**
 * The reminder due for one invoice at `now`, if any: the latest offset that has come, while
 * something is due and the owner has not stopped them. Only the latest counts, so a server that
 * was down for a week sends one reminder, not a backlog.
 */
export function duePaymentReminder(
  invoice: ReminderInvoice,
  schedule: readonly number[],
  now: Date,
): { days: number; dedupeKey: string } | null {
  if (invoice.remindersStoppedAt || invoice.balance.dueCents <= 0 || invoice.balance.state === "void") return null;
  const elapsed = now.getTime() - invoice.issuedAt.getTime();
  const days = schedule.filter((d) => d * DAY <= elapsed).sort((a, b) => b - a)[0];
  if (days === undefined) return null;
  return { days, dedupeKey: paymentReminderKey(invoice.id, days) };
}
