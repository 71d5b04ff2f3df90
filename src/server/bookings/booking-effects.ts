import "server-only";
import { and, eq, gte, notInArray } from "drizzle-orm";
import type { BookingInput } from "@/domain/booking/booking-input";
import { type BookingLimitRefusal, type BookingLimits, bookingLimitRefusal } from "@/domain/booking/booking-limits";
import type { OfficePriceLine } from "@/domain/booking/office-lines";
import type { PriceLine } from "@/domain/pricing/price-lines";
import { toE164 } from "@/domain/sms/phone";
import type { Db, Tx } from "@/server/db/client";
import type { Booking } from "@/server/db/rows";
import { bookingOfficeLines, bookings, smsConsents, user } from "@/server/db/schema";
import { env } from "@/server/env";
import { bookingConfirmationEmail, ownerBookingNotification } from "@/server/mail/booking-emails";
import { priceTermsLine } from "@/server/mail/price-terms";
import { enqueueMail } from "@/server/outbox/enqueue";
import { enqueueVisitText } from "@/server/sms/enqueue-text";
import { textsOn } from "@/server/sms/sender";
import { askTextsAt, turnTextsOff } from "@/server/sms/set-text-consent";
import { draftBooking, messageFor, type PreparedMail, prepareMail } from "./booking-mail";
import type { NewBookingRow } from "./booking-row";

// What a new booking causes beside its row, in its transaction: the account's limits checked
// under its lock, the owner's own lines stored, the emails and the text queued.

/**
 * Locks the customer's row for the rest of the transaction and checks the account's limits
 * (docs: BOOKING_LIMITS) against the live bookings it holds from today on. Every booking of the
 * account is created under this lock, so parallel requests count one after the other.
 */
export async function accountLimitRefusal(
  tx: Tx,
  userId: string,
  date: string,
  today: string,
  limits: BookingLimits,
): Promise<BookingLimitRefusal | null> {
  const [customer] = await tx
    .select({ emailVerified: user.emailVerified })
    .from(user)
    .where(eq(user.id, userId))
    .for("update");
  if (!customer) throw new Error("booking without its customer");
  const held = await tx
    .select({ date: bookings.appointmentDate })
    .from(bookings)
    .where(
      and(
        eq(bookings.userId, userId),
        gte(bookings.appointmentDate, today),
        notInArray(bookings.status, ["cancelled", "completed"]),
      ),
    );
  return bookingLimitRefusal({
    date,
    upcomingDates: held.map((b) => b.date),
    emailVerified: customer.emailVerified,
    limits,
  });
}

/**
 * A new booking's emails, prepared from its row before the transaction (booking-mail.ts): the
 * customer's confirmation rendered, and what the owner's plain-text notice needs.
 */
export async function prepareBookingEmails(
  db: Db,
  row: NewBookingRow,
  lines: readonly PriceLine[],
  /** A deposit paid or a no-show fee agreed (decision 0045), said beside the price's terms. */
  moneyNote: string | null,
): Promise<{ confirmation: PreparedMail; customer: { name: string; email: string }; lines: readonly PriceLine[] }> {
  const [customer] = await db.select({ name: user.name, email: user.email }).from(user).where(eq(user.id, row.userId));
  if (!customer) throw new Error("booking without its customer");
  const confirmation = await prepareMail(draftBooking(row), (booking) =>
    bookingConfirmationEmail(
      booking,
      customer.email,
      env.SITE_URL,
      "booked",
      lines,
      [priceTermsLine(booking), moneyNote].filter(Boolean).join(" ") || null,
    ),
  );
  return { confirmation, customer, lines };
}

/** The customer's confirmation and the owner's notice of a new booking, queued in its transaction. */
export async function queueBookingEmails(
  tx: Tx,
  booking: Booking,
  now: Date,
  prepared: Awaited<ReturnType<typeof prepareBookingEmails>>,
): Promise<void> {
  const related = { bookingId: booking.id };
  await enqueueMail(tx, "booking-confirmation", await messageFor(prepared.confirmation, booking), related, now);
  await enqueueMail(
    tx,
    "booking-owner-notice",
    ownerBookingNotification(
      booking,
      prepared.customer,
      env.BUSINESS_EMAIL,
      env.SITE_URL,
      prepared.lines,
      priceTermsLine(booking),
    ),
    related,
    now,
  );
}

/**
 * The customer's answer to "Text me about this visit" (only offered while texts are on): the
 * confirmation text when the number is the one they proved, else the wish kept until the number
 * answers a code; nothing is texted to a number nobody proved.
 */
export async function queueBookingText(tx: Tx, booking: Booking, input: BookingInput, now: Date): Promise<void> {
  const phone = input.textMe ? toE164(input.phone) : null;
  if (input.textMe && phone && textsOn()) {
    if (await askTextsAt(tx, booking.userId, phone, now))
      await enqueueVisitText(tx, "sms-booking-confirmation", booking, { now, origin: env.SITE_URL });
  } else if (!input.textMe) {
    await turnTextsOff(tx, booking.userId, "booking", now);
  }
}

/**
 * A booking taken on the phone is texted only to a number the customer proved and left texts on
 * for (decision 0031): the owner cannot give the customer's consent, nor take it away.
 */
export async function queueOfficeText(tx: Tx, booking: Booking, now: Date): Promise<void> {
  const phone = toE164(booking.customerPhone ?? "");
  if (!phone || !textsOn()) return;
  const [consent] = await tx.select().from(smsConsents).where(eq(smsConsents.userId, booking.userId));
  if (consent?.enabled && consent.provedBy && consent.phone === phone)
    await enqueueVisitText(tx, "sms-booking-confirmation", booking, { now, origin: env.SITE_URL });
}

/** The owner's lines of a phone booking, in the order the price lists them, with who and when. */
export async function storeOfficeLines(
  tx: Tx,
  bookingId: string,
  lines: readonly OfficePriceLine[],
  ownerId: string,
  now: Date,
): Promise<void> {
  if (lines.length === 0) return;
  await tx.insert(bookingOfficeLines).values(
    lines.map((l, position) => ({
      bookingId,
      kind: l.kind,
      description: l.label,
      cents: l.cents,
      percent: l.percent ?? null,
      reason: l.reason ?? null,
      position,
      createdBy: ownerId,
      createdAt: now,
    })),
  );
}
