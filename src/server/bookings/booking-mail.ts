import "server-only";
import { isDeepStrictEqual } from "node:util";
import { getTableColumns, is, SQL } from "drizzle-orm";
import type { Booking } from "@/server/db/rows";
import { bookings } from "@/server/db/schema";
import type { MailMessage } from "@/server/mail/mailer";

// A booking's customer email is rendered (React Email, the slow part of a booking) before the
// use case takes the area's day lock, from the row as it will be stored, so the bookings of that
// day wait on each other's writes only. The message is still written to the outbox inside the
// booking's transaction, with the row.

/**
 * Columns the transaction decides after the email was rendered: the crew (chosen under the day
 * lock), a new series, the write's time. No booking email shows them (booking-emails.test.ts
 * renders one with them changed), so a draft that differs only there still says what is stored.
 */
const DECIDED_IN_TRANSACTION: ReadonlySet<string> = new Set(["crewId", "seriesId", "updatedAt"]);

const columns = Object.entries(getTableColumns(bookings));

/**
 * The row an insert of `values` will store: a column not given takes its default, null where
 * the database computes it (none of those is shown in an email).
 */
export function draftBooking(values: typeof bookings.$inferInsert & { id: string }): Booking {
  const row: Record<string, unknown> = {};
  for (const [key, column] of columns) {
    const given = (values as Record<string, unknown>)[key];
    if (given !== undefined) row[key] = given;
    else if (column.defaultFn) row[key] = column.defaultFn();
    else row[key] = column.default !== undefined && !is(column.default, SQL) ? column.default : null;
  }
  return row as Booking;
}

/** An email rendered from a draft of its booking, and how to render it again from the stored row. */
export interface PreparedMail {
  draft: Booking;
  message: MailMessage;
  render: (booking: Booking) => Promise<MailMessage>;
}

export async function prepareMail(
  draft: Booking,
  render: (booking: Booking) => Promise<MailMessage>,
): Promise<PreparedMail> {
  return { draft, render, message: await render(draft) };
}

/** Whether `stored` says, in every column an email may show, what `draft` said. */
export function sameForMail(draft: Booking, stored: Booking): boolean {
  return columns.every(
    ([key, column]) =>
      DECIDED_IN_TRANSACTION.has(key) ||
      column.generated !== undefined ||
      column.generatedIdentity !== undefined ||
      isDeepStrictEqual((draft as Record<string, unknown>)[key], (stored as Record<string, unknown>)[key]),
  );
}

/**
 * The prepared message for the row as stored. Only when the row came out otherwise than drafted
 * (someone changed the booking between the read and the lock) is it rendered again, then under
 * the lock: right over fast in a race that rare.
 */
export async function messageFor(prepared: PreparedMail, stored: Booking): Promise<MailMessage> {
  return sameForMail(prepared.draft, stored) ? prepared.message : prepared.render(stored);
}

/** A booking as applyMove will leave it: at its new start, its invite's SEQUENCE one up. */
export function movedDraft(
  booking: Booking,
  to: { appointmentDate: string; appointmentTime: string },
  now: Date,
  status: string = booking.status,
): Booking {
  const { appointmentDate, appointmentTime } = to;
  return { ...booking, appointmentDate, appointmentTime, status, sequence: booking.sequence + 1, updatedAt: now };
}
