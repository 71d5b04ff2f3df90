import "server-only";
import { eq, sql } from "drizzle-orm";
import { invoiceBalance } from "@/domain/payments/balance";
import { creditable, creditNoteNumber } from "@/domain/payments/invoice";
import { localDate } from "@/domain/scheduling/schedule";
import type { Db } from "@/server/db/client";
import { creditNoteCounters, creditNotes, invoices } from "@/server/db/schema";
import { env } from "@/server/env";
import { creditNoteEmail } from "@/server/mail/payment-emails";
import { enqueueMail } from "@/server/outbox/enqueue";
import { nudgeOutbox } from "@/server/outbox/nudge";
import { forEmail, lockInvoice } from "./books";

export type CreditNoteResult =
  | { ok: true; creditNoteId: string; number: string; already: boolean }
  | { ok: false; reason: "invoice-not-found" | "invoice-void" | "credit-too-large" };

/**
 * The owner corrects an issued invoice with a credit note: the invoice stays as it was sent, the
 * note takes an amount off what is owed. Under the invoice's row lock (the one every payment step
 * takes), so two notes at once cannot together pass the total: the second sees the first's. The
 * number is the year's next in the credit notes' own series, taken like the invoices' (an upsert on
 * the year's counter row in this transaction: no gaps). An open invoice whose total less credits is
 * covered by its payments becomes paid. The form's key makes a second submit return the first note.
 */
export async function issueCreditNote(
  db: Db,
  adminId: string,
  invoiceId: string,
  input: { amount: number; reason: string; idempotencyKey: string },
  now: Date = new Date(),
): Promise<CreditNoteResult> {
  const result = await db.transaction(async (tx): Promise<CreditNoteResult> => {
    const row = await lockInvoice(tx, invoiceId);
    if (!row) return { ok: false, reason: "invoice-not-found" };
    const [again] = await tx.select().from(creditNotes).where(eq(creditNotes.idempotencyKey, input.idempotencyKey));
    if (again) {
      if (again.invoiceId !== invoiceId) return { ok: false, reason: "invoice-not-found" };
      return { ok: true, creditNoteId: again.id, number: again.number, already: true };
    }
    const { invoice } = row;
    if (invoice.status === "void") return { ok: false, reason: "invoice-void" };
    if (input.amount > creditable(invoice)) return { ok: false, reason: "credit-too-large" };
    const year = Number(localDate(now, row.timeZone).slice(0, 4));
    const [counter] = await tx
      .insert(creditNoteCounters)
      .values({ year, last: 1 })
      .onConflictDoUpdate({ target: creditNoteCounters.year, set: { last: sql`${creditNoteCounters.last} + 1` } })
      .returning({ last: creditNoteCounters.last });
    if (!counter) throw new Error("credit note counter returned no row");
    const [note] = await tx
      .insert(creditNotes)
      .values({
        invoiceId,
        number: creditNoteNumber(year, counter.last),
        year,
        sequence: counter.last,
        amountCents: input.amount,
        currency: invoice.currency,
        reason: input.reason,
        idempotencyKey: input.idempotencyKey,
        issuedBy: adminId,
        issuedAt: now,
      })
      .returning();
    if (!note) throw new Error("credit note insert returned no row");
    const after = { ...invoice, creditedCents: invoice.creditedCents + note.amountCents };
    const status = invoiceBalance(after).storedStatus;
    await tx
      .update(invoices)
      .set({
        creditedCents: after.creditedCents,
        status,
        paidAt: status === "paid" ? (invoice.paidAt ?? now) : invoice.paidAt,
      })
      .where(eq(invoices.id, invoiceId));
    await enqueueMail(
      tx,
      "credit-note",
      await creditNoteEmail(
        forEmail(row),
        { number: note.number, amountCents: note.amountCents, dueCents: invoiceBalance(after).dueCents },
        row.email,
        env.SITE_URL,
      ),
      { bookingId: invoice.bookingId },
      now,
    );
    return { ok: true, creditNoteId: note.id, number: note.number, already: false };
  });
  if (result.ok && !result.already) nudgeOutbox();
  return result;
}
