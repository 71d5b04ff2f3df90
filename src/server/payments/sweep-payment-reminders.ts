import "server-only";
import { and, eq, isNull, lte } from "drizzle-orm";
import { invoiceBalance } from "@/domain/payments/balance";
import { formatCents } from "@/domain/payments/invoice";
import { DEFAULT_PAYMENT_REMINDER_DAYS, duePaymentReminder } from "@/domain/payments/payment-reminders";
import type { Db } from "@/server/db/client";
import { bookings, invoices, paymentSettings } from "@/server/db/schema";
import { paymentReminderEmail } from "@/server/mail/payment-emails";
import { enqueueOnce, queuedKeys } from "@/server/outbox/enqueue";
import { enqueueVisitText } from "@/server/sms/enqueue-text";
import { TEXT_KEY_PREFIX } from "@/server/sms/text-turn";
import { forEmail, lockInvoice } from "./books";
import { onlinePaymentsEnabled } from "./stripe-gateway";

const DAY = 86_400_000;

/** The owner's schedule: days after the invoice (DEFAULT_PAYMENT_REMINDER_DAYS until set). */
export async function reminderSchedule(db: Db): Promise<number[]> {
  const [settings] = await db
    .select({ days: paymentSettings.reminderDays })
    .from(paymentSettings)
    .where(eq(paymentSettings.id, 1));
  return settings?.days ?? [...DEFAULT_PAYMENT_REMINDER_DAYS];
}

/**
 * Queues the payment reminders due at `now`: an email for each open invoice whose
 * offset has come, and a text where the customer's number was proved. Every server's outbox
 * worker runs it; each message has a key (invoice and offset) written with ON CONFLICT DO
 * NOTHING, so two servers or two ticks queue it once. Each is written under the invoice's row
 * lock, the lock every payment takes first: a payment that lands first is seen and nothing is
 * queued; one that lands after is seen again when the message's turn comes (stillWanted).
 * Returns how many messages this call queued.
 */
export async function sweepPaymentReminders(db: Db, now: Date, options: { origin: string }): Promise<number> {
  const schedule = await reminderSchedule(db);
  if (schedule.length === 0) return 0;
  const first = new Date(now.getTime() - Math.min(...schedule) * DAY);
  // Open invoices old enough for the first reminder (invoices_open_idx), not stopped by the owner.
  const open = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.status, "open"), lte(invoices.issuedAt, first), isNull(invoices.remindersStoppedAt)));
  const due = open.flatMap((invoice) => {
    const reminder = duePaymentReminder({ ...invoice, balance: invoiceBalance(invoice) }, schedule, now);
    return reminder ? [{ invoiceId: invoice.id, ...reminder }] : [];
  });
  if (due.length === 0) return 0;
  // Skip what is already queued without locking or rendering it again on every tick.
  const known = await queuedKeys(
    db,
    due.map((d) => d.dedupeKey),
  );
  let queued = 0;
  for (const reminder of due) {
    if (known.has(reminder.dedupeKey)) continue;
    queued += await db.transaction(async (tx) => {
      const row = await lockInvoice(tx, reminder.invoiceId);
      if (!row) return 0;
      const balance = invoiceBalance(row.invoice);
      const still = duePaymentReminder({ ...row.invoice, balance }, schedule, now);
      if (still?.dedupeKey !== reminder.dedupeKey) return 0;
      const online = onlinePaymentsEnabled();
      const mail = await paymentReminderEmail(forEmail(row), balance, row.email, options.origin, online);
      const related = { bookingId: row.invoice.bookingId, dedupeKey: reminder.dedupeKey };
      const id = await enqueueOnce(tx, "payment-reminder", mail, related, now);
      if (!id) return 0;
      const [booking] = await tx.select().from(bookings).where(eq(bookings.id, row.invoice.bookingId));
      if (booking)
        await enqueueVisitText(tx, "sms-payment-reminder", booking, {
          now,
          origin: options.origin,
          extra: { due: formatCents(balance.dueCents) },
          dedupeKey: TEXT_KEY_PREFIX + reminder.dedupeKey,
        });
      return 1;
    });
  }
  return queued;
}
