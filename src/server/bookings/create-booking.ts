import "server-only";
import { and, eq, gte, isNull, notInArray } from "drizzle-orm";
import { resolveServiceArea } from "@/content/service-area";
import { formatServiceAddress } from "@/domain/address/service-address";
import type { BookingInput } from "@/domain/booking/booking-input";
import {
  BOOKING_LIMITS,
  type BookingLimitRefusal,
  type BookingLimits,
  bookingLimitRefusal,
} from "@/domain/booking/booking-limits";
import type { OfferClaim } from "@/domain/offers/offers";
import { bookingLines, centsToDecimal, linesTotalCents, type PriceLine } from "@/domain/pricing/price-lines";
import { quote } from "@/domain/pricing/pricing";
import { WORKDAY_MINUTES } from "@/domain/scheduling/capacity";
import { jobDurationMinutes } from "@/domain/scheduling/duration";
import { isInWindow } from "@/domain/scheduling/schedule";
import { toE164 } from "@/domain/sms/phone";
import { dateTimeFormat } from "@/domain/time/date-time-format";
import { recordEvents } from "@/server/analytics/record-events";
import { ensureCrews } from "@/server/crews/crew-setup";
import type { Db, Tx } from "@/server/db/client";
import type { Booking } from "@/server/db/rows";
import { bookingAddOns, bookings, profiles, user } from "@/server/db/schema";
import { env } from "@/server/env";
import type { Touches } from "@/server/insights/touches";
import { linkLeadsToBooking } from "@/server/leads/link-leads";
import { bookingConfirmationEmail, ownerBookingNotification } from "@/server/mail/booking-emails";
import { priceTermsLine } from "@/server/mail/price-terms";
import { enqueueMail } from "@/server/outbox/enqueue";
import { nudgeOutbox } from "@/server/outbox/nudge";
import { enqueueVisitText } from "@/server/sms/enqueue-text";
import { textsOn } from "@/server/sms/sender";
import { askTextsAt, turnTextsOff } from "@/server/sms/set-text-consent";
import { crewFor, loadDays, lockDay } from "./booking-days";
import { bookingTerms, QuoteUsedError, recordBookingTerms, termsColumns } from "./booking-terms";

export type BookingRefusal =
  | "outside-area"
  | "address-mismatch"
  | "too-long"
  | "slot-unavailable"
  | "slot-full"
  | "quote-not-found"
  | "series-not-found"
  | "series-not-due"
  | "quote-used"
  | BookingLimitRefusal;

export type CreateBookingResult =
  | { ok: true; booking: Booking; duplicate: boolean }
  | { ok: false; reason: BookingRefusal };

/**
 * Locks the customer's row for the rest of the transaction and checks the account's limits
 * (docs: BOOKING_LIMITS) against the live bookings it holds from today on. Every booking of the
 * account is created under this lock, so parallel requests count one after the other.
 */
async function accountLimitRefusal(
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

/** Today's date (YYYY-MM-DD) in the given (the service area's) time zone. */
const todayIn = (now: Date, timeZone: string) => dateTimeFormat("en-CA", { timeZone }).format(now);

const UNIQUE_VIOLATION = "23505";
const isUniqueViolation = (e: unknown) =>
  (e as { code?: string })?.code === UNIQUE_VIOLATION ||
  (e as { cause?: { code?: string } })?.cause?.code === UNIQUE_VIOLATION;

async function findByKey(db: Db | Tx, userId: string, key: string): Promise<Booking | undefined> {
  const [row] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.userId, userId), eq(bookings.idempotencyKey, key)));
  return row;
}

/** The customer's confirmation and the owner's notice of a new booking, queued in its transaction. */
async function queueBookingEmails(tx: Tx, booking: Booking, now: Date, lines: readonly PriceLine[]): Promise<void> {
  const [customer] = await tx
    .select({ name: user.name, email: user.email })
    .from(user)
    .where(eq(user.id, booking.userId));
  if (!customer) throw new Error("booking without its customer");
  const related = { bookingId: booking.id };
  await enqueueMail(
    tx,
    "booking-confirmation",
    await bookingConfirmationEmail(booking, customer.email, env.SITE_URL, "booked", lines, priceTermsLine(booking)),
    related,
    now,
  );
  await enqueueMail(
    tx,
    "booking-owner-notice",
    ownerBookingNotification(booking, customer, env.BUSINESS_EMAIL, env.SITE_URL, lines, priceTermsLine(booking)),
    related,
    now,
  );
}

/**
 * The customer's answer to "Text me about this visit" (only offered while texts are on): the
 * confirmation text when the number is the one they proved, else the wish kept until the number
 * answers a code (issue 47); nothing is texted to a number nobody proved.
 */
async function queueBookingText(tx: Tx, booking: Booking, input: BookingInput, now: Date): Promise<void> {
  const phone = input.textMe ? toE164(input.phone) : null;
  if (input.textMe && phone && textsOn()) {
    if (await askTextsAt(tx, booking.userId, phone, now))
      await enqueueVisitText(tx, "sms-booking-confirmation", booking, { now, origin: env.SITE_URL });
  } else if (!input.textMe) {
    await turnTextsOff(tx, booking.userId, "booking", now);
  }
}

/**
 * Books a job for a signed-in customer. The service address alone decides the area (its crews)
 * and the time zone; the service and the home's size decide how long a crew is busy. Under the
 * customer's row lock the account's limits are checked (booking-limits.ts), then under the
 * area's day lock one crew must be on duty and free for the job's whole length, and gets it; the server's price,
 * status pending, (if recurring) the schedule row, the confirmation and owner emails queued, and
 * the book_service conversion recorded, all in one transaction. A repeated idempotency key
 * answers the first booking and queues nothing.
 */
export async function createBooking(
  db: Db,
  userId: string,
  input: BookingInput,
  options: {
    now: Date;
    capacity: number;
    visitorId?: string | null;
    /** The account's limits; "off" only where a test needs many bookings of one account. */
    limits?: BookingLimits | "off";
    /** The offers the visitor was shown (signed cookie); the server prices them (booking-terms.ts). */
    offer?: OfferClaim | null;
    /** Where the visitor came from (docs/decisions/0026); else the quote's lead's, if any. */
    touches?: Touches | null;
  },
): Promise<CreateBookingResult> {
  const earlier = await findByKey(db, userId, input.idempotencyKey);
  if (earlier) return { ok: true, booking: earlier, duplicate: true };

  const resolved = resolveServiceArea(input.address);
  if (!resolved.ok) return { ok: false, reason: resolved.reason === "outside" ? "outside-area" : "address-mismatch" };
  const { area } = resolved;
  const durationMinutes = jobDurationMinutes(input.serviceType, input.squareFeet);
  if (durationMinutes > WORKDAY_MINUTES) return { ok: false, reason: "too-long" };
  const held = await bookingTerms(
    db,
    userId,
    { ...input, address: formatServiceAddress(input.address) },
    { now: options.now, offer: options.offer },
  );
  if (!held.ok) return held;
  const { terms } = held;
  if (!isInWindow(input.appointmentDate, input.appointmentTime, options.now, area.timeZone, terms.windowDays)) {
    return { ok: false, reason: "slot-unavailable" };
  }
  const price = quote(input.serviceType, input);
  // The booking's price is the sum of its lines, computed here from the tables, never sent.
  const lines = bookingLines({
    serviceType: input.serviceType,
    tablePrice: terms.price.tablePrice,
    adjustment: terms.price.adjustment,
    addOns: input.addOns,
  });
  const job = { time: input.appointmentTime, durationMinutes };
  // The area's crews exist before any day lock is taken (crew-setup.ts says why).
  await ensureCrews(db, area.id, options.capacity);
  try {
    const result = await db.transaction(async (tx) => {
      // The customer's row first, then the area's day (the order change-booking takes them in too).
      const limits = options.limits ?? BOOKING_LIMITS;
      if (limits !== "off") {
        const today = todayIn(options.now, area.timeZone);
        const refusal = await accountLimitRefusal(tx, userId, input.appointmentDate, today, limits);
        // The same form sent twice at once: the second waited for the customer's lock and must
        // answer the first booking, not count it against the limits.
        const sent = await findByKey(tx, userId, input.idempotencyKey);
        if (sent) return { ok: true, booking: sent, duplicate: true } as const;
        if (refusal) return { ok: false, reason: refusal } as const;
      }
      await lockDay(tx, area.id, input.appointmentDate);
      // The same form sent twice at once: the second waited for the first's lock and finds it here.
      const first = await findByKey(tx, userId, input.idempotencyKey);
      if (first) return { ok: true, booking: first, duplicate: true } as const;
      const day = (await loadDays(tx, area.id, [input.appointmentDate], { weekdayDefault: options.capacity })).get(
        input.appointmentDate,
      );
      // The crew is chosen here, under the day's lock, and stays: a technician's day does not
      // change under them when later bookings come in.
      const crew = crewFor(day, job);
      if ("refused" in crew) return { ok: false, reason: crew.refused } as const;
      const [booking] = await tx
        .insert(bookings)
        .values({
          userId,
          serviceType: input.serviceType,
          appointmentDate: input.appointmentDate,
          appointmentTime: input.appointmentTime,
          address: formatServiceAddress(input.address),
          city: input.address.city,
          state: input.address.state,
          zipCode: input.address.zip,
          customerPhone: input.phone,
          bedrooms: input.bedrooms,
          bathrooms: input.bathrooms,
          squareFeet: input.squareFeet,
          durationMinutes,
          priceTableVersion: price.priceTableVersion,
          status: "pending",
          isRecurring: input.isRecurring,
          recurringIntervalMonths: input.isRecurring ? (input.recurringIntervalMonths ?? null) : null,
          notes: input.notes || null,
          serviceArea: area.id,
          timeZone: area.timeZone,
          crewId: crew.crewId,
          idempotencyKey: input.idempotencyKey,
          // The clock the use case was given: the cancel grace hour and the reminders count from it.
          createdAt: options.now,
          updatedAt: options.now,
          firstTouch: options.touches?.first ?? terms.lead?.firstTouch ?? null,
          lastTouch: options.touches?.last ?? terms.lead?.lastTouch ?? null,
          ...termsColumns(terms),
          priceExact: centsToDecimal(linesTotalCents(lines)),
        })
        .returning();
      if (!booking) throw new Error("insert returned no row");
      const addOnLines = lines.filter((l) => l.kind === "add-on" && l.addOnId);
      if (addOnLines.length > 0) {
        await tx.insert(bookingAddOns).values(
          addOnLines.map((l) => ({
            bookingId: booking.id,
            addOnId: l.addOnId as string,
            description: l.label,
            unitCents: l.cents,
            createdAt: options.now,
          })),
        );
      }
      // A customer without a phone on file keeps the one they booked with, for next time.
      await tx
        .update(profiles)
        .set({ phone: input.phone, updatedAt: options.now })
        .where(and(eq(profiles.userId, userId), isNull(profiles.phone)));
      // The quote's lead, the series' current visit, or a new series (booking-terms.ts).
      const stored = await recordBookingTerms(tx, booking, terms, options.now);
      // The person's other open leads (same email or phone) are answered by this booking.
      await linkLeadsToBooking(tx, stored, options.now);
      await queueBookingEmails(tx, stored, options.now, lines);
      await queueBookingText(tx, stored, input, options.now);
      await recordEvents(
        tx,
        options.visitorId ?? "anonymous",
        [
          {
            name: "book_service",
            props: { service_type: booking.serviceType, value: Number(booking.priceExact), currency: "USD" },
          },
        ],
        options.now,
      );
      return { ok: true, booking: stored, duplicate: false } as const;
    });
    if (result.ok && !result.duplicate) nudgeOutbox();
    return result;
  } catch (error) {
    if (error instanceof QuoteUsedError) return { ok: false, reason: "quote-used" };
    // The same form submitted twice at once: the second insert meets the first's key.
    if (isUniqueViolation(error)) {
      const first = await findByKey(db, userId, input.idempotencyKey);
      if (first) return { ok: true, booking: first, duplicate: true };
    }
    throw error;
  }
}
