import "server-only";
import { and, asc, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { site } from "@/content/site";
import type { PageRequest } from "@/domain/paging/cursor";
import { balanceWords, invoiceBalance } from "@/domain/payments/balance";
import { type MoneyDay, moneyByPeriodFromDays, monthStart } from "@/domain/payments/money";
import { DEFAULT_PAYMENT_REMINDER_DAYS } from "@/domain/payments/payment-reminders";
import { receivables } from "@/domain/payments/receivables";
import { localDate } from "@/domain/scheduling/schedule";
import { cursorTime, keyset, keysetPage } from "@/server/admin/keyset";
import type { Db } from "@/server/db/client";
import { creditNotes, invoices, paymentFlags, paymentSettings, payments, refunds, user } from "@/server/db/schema";
import { rowsOf } from "@/server/maintenance/rows";
import { onlinePaymentsEnabled } from "./stripe-gateway";

export type MoneyInvoice = Awaited<ReturnType<typeof withDetails>>[number];

/** Months the owner's money page sums: this month and the eleven before it. */
export const MONEY_MONTHS = 12;

const invoiceRow = { invoice: invoices, name: user.name, email: user.email, cursorAt: cursorTime(invoices.issuedAt) };

/** Each invoice with its customer, payments, refunds and credit notes, and its payment state. */
async function withDetails(db: Db, rows: { invoice: typeof invoices.$inferSelect; name: string; email: string }[]) {
  const ids = rows.map((r) => r.invoice.id);
  const [taken, returned, credits] = await Promise.all([
    ids.length ? db.select().from(payments).where(inArray(payments.invoiceId, ids)) : [],
    ids.length ? db.select().from(refunds).where(inArray(refunds.invoiceId, ids)) : [],
    ids.length
      ? db.select().from(creditNotes).where(inArray(creditNotes.invoiceId, ids)).orderBy(asc(creditNotes.sequence))
      : [],
  ]);
  return rows.map(({ invoice, name, email }) => {
    const balance = invoiceBalance(invoice);
    return {
      ...invoice,
      customerName: name,
      customerEmail: email,
      balance,
      state: balance.state,
      stateWords: balanceWords(balance),
      payments: taken.filter((p) => p.invoiceId === invoice.id),
      refunds: returned.filter((r) => r.invoiceId === invoice.id),
      creditNotes: credits.filter((c) => c.invoiceId === invoice.id),
    };
  });
}

/** Every invoice, newest first, up to `limit`, with its details (the accountant's CSV). */
export async function allInvoices(db: Db, limit = 100_000) {
  const rows = await db
    .select(invoiceRow)
    .from(invoices)
    .innerJoin(user, eq(user.id, invoices.userId))
    .orderBy(desc(invoices.issuedAt), desc(invoices.id))
    .limit(limit);
  return withDetails(db, rows);
}

/**
 * What was invoiced, paid and refunded per local day from `since` (a local date) on, summed by the
 * database over that range only (invoices_issued_idx, payments_recorded_idx, refunds_settled_idx):
 * the sums are right for every day shown however many invoices there are, and cost what the
 * range holds, not the years.
 */
async function moneyDays(db: Db, since: string): Promise<MoneyDay[]> {
  const rows = rowsOf<{ day: string; kind: MoneyDay["kind"]; cents: string | number }>(
    await db.execute(moneyDaysQuery(since)),
  );
  return rows.map((r) => ({ day: r.day, kind: r.kind, cents: Number(r.cents) }));
}

/** moneyDays' statement (its rows read are tested). */
export function moneyDaysQuery(since: string): SQL {
  const tz = site.timeZone;
  const from = sql`(${since}::date::timestamp at time zone ${tz}::text)`;
  const day = (at: SQL) => sql`to_char(${at} at time zone ${tz}::text, 'YYYY-MM-DD')`;
  const refundAt = sql`coalesce(${refunds.settledAt}, ${refunds.createdAt})`;
  return sql`
      select ${day(sql`${invoices.issuedAt}`)} as day, 'invoiced' as kind, sum(${invoices.totalCents}) as cents
        from ${invoices} where ${invoices.issuedAt} >= ${from} and ${invoices.status} <> 'void' group by 1
      union all
      select ${day(sql`${payments.recordedAt}`)}, 'paid', sum(${payments.amountCents})
        from ${payments} where ${payments.recordedAt} >= ${from} and ${payments.status} = 'succeeded' group by 1
      union all
      select ${day(refundAt)}, 'refunded', sum(${refunds.amountCents})
        from ${refunds} where ${refundAt} >= ${from} and ${refunds.status} = 'succeeded' group by 1`;
}

/**
 * The owner's money: one page of invoices (newest first, with their details and the cursors of
 * the pages either side), the sums per day and month of the last MONEY_MONTHS months, what is
 * unpaid now across every open invoice, the flags Stripe raised, and the settings.
 */
export async function moneyView(
  db: Db,
  page: PageRequest = null,
  now = new Date(),
  filter: { unpaid?: boolean; customer?: string } = {},
) {
  // Unpaid: what still has something due (stored 'open' is exactly that: invoiceBalance's storedStatus).
  const only = [
    ...(filter.unpaid ? [eq(invoices.status, "open")] : []),
    ...(filter.customer ? [eq(invoices.userId, filter.customer)] : []),
  ];
  const since = monthStart(localDate(now, site.timeZone), MONEY_MONTHS - 1);
  const [shown, days, flags, [settings], open] = await Promise.all([
    keysetPage(
      page,
      (p, limit) => {
        const { where, order } = keyset(invoices.issuedAt, invoices.id, p);
        return db
          .select(invoiceRow)
          .from(invoices)
          .innerJoin(user, eq(user.id, invoices.userId))
          .where(and(...only, where))
          .orderBy(...order)
          .limit(limit);
      },
      (r) => ({ at: r.cursorAt, id: r.invoice.id }),
    ),
    moneyDays(db, since),
    db.select().from(paymentFlags).orderBy(desc(paymentFlags.createdAt)).limit(50),
    db.select().from(paymentSettings).where(eq(paymentSettings.id, 1)),
    openInvoices(db),
  ]);
  const ar = receivables(open, now, site.timeZone);
  return {
    online: onlinePaymentsEnabled(),
    taxRateBps: settings?.taxRateBps ?? 0,
    reminderDays: settings?.reminderDays ?? [...DEFAULT_PAYMENT_REMINDER_DAYS],
    // Every open invoice, however old, through the one balance function.
    receivables: ar,
    flags,
    since,
    byDay: moneyByPeriodFromDays(days, "day").slice(0, 31),
    byMonth: moneyByPeriodFromDays(days, "month"),
    unpaidCents: ar.totalCents,
    invoices: await withDetails(db, shown.rows),
    newer: shown.newer,
    older: shown.older,
  };
}

/** Every invoice with something due (invoices_open_idx), for accounts receivable. */
async function openInvoices(db: Db) {
  const rows = await db
    .select({ invoice: invoices, customerName: user.name, customerEmail: user.email })
    .from(invoices)
    .innerJoin(user, eq(user.id, invoices.userId))
    .where(eq(invoices.status, "open"));
  return rows.map(({ invoice, customerName, customerEmail }) => ({
    id: invoice.id,
    number: invoice.number,
    bookingId: invoice.bookingId,
    userId: invoice.userId,
    customerName,
    customerEmail,
    issuedAt: invoice.issuedAt,
    dueCents: invoiceBalance(invoice).dueCents,
  }));
}
