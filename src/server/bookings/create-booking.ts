import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import { formatServiceAddress } from "@/domain/address/service-address";
import { resolveServiceArea } from "@/domain/areas/service-areas";
import type { BookingInput } from "@/domain/booking/booking-input";
import { BOOKING_LIMITS, type BookingLimitRefusal, type BookingLimits } from "@/domain/booking/booking-limits";
import { type OfficeLine, officeBookingLines, withOfficeLines } from "@/domain/booking/office-lines";
import type { OfferClaim } from "@/domain/offers/offers";
import { type PlanBenefit, sameOfficePlan, withPlanLines } from "@/domain/plans/plan-benefits";
import { addOnsOf, tableOf } from "@/domain/pricing/price-book";
import { bookingLines, linesTotalCents } from "@/domain/pricing/price-lines";
import { businessToday } from "@/domain/quotes/quote-rules";
import { WORKDAY_MINUTES } from "@/domain/scheduling/capacity";
import { jobDurationMinutes } from "@/domain/scheduling/duration";
import { isInWindow } from "@/domain/scheduling/schedule";
import { dateTimeFormat } from "@/domain/time/date-time-format";
import { recordEvents } from "@/server/analytics/record-events";
import { areaStandingNow } from "@/server/areas/area-settings";
import { recordDueBooking } from "@/server/campaigns/due-responses";
import type { Db, Tx } from "@/server/db/client";
import type { Booking } from "@/server/db/rows";
import { bookingAddOns, bookings, profiles } from "@/server/db/schema";
import type { PaidFirst } from "@/server/deposits/paid-first";
import { locateAddress } from "@/server/geo/locate";
import type { Touches } from "@/server/insights/touches";
import { linkLeadsToBooking } from "@/server/leads/link-leads";
import { nudgeOutbox } from "@/server/outbox/nudge";
import { memberBenefit, PlanVisitTakenError, planBooking, recordPlanVisit } from "@/server/plans/member-benefits";
import { claimQuote, linkQuoteBooking, type QuotedBooking, QuoteTakenError } from "@/server/quotes/claim-quote";
import { crewFor, loadDays, lockDay } from "./booking-days";
import {
  accountLimitRefusal,
  prepareBookingEmails,
  queueBookingEmails,
  queueBookingText,
  queueOfficeText,
  storeOfficeLines,
} from "./booking-effects";
import { newBookingRow } from "./booking-row";
import { bookingTerms, QuoteUsedError, recordBookingTerms } from "./booking-terms";

export type BookingRefusal =
  | "outside-area"
  | "area-closed"
  | "address-mismatch"
  | "too-long"
  | "slot-unavailable"
  | "slot-full"
  | "quote-not-found"
  | "series-not-found"
  | "series-not-due"
  | "quote-used"
  | "discount-too-large"
  | "quote-decided"
  | "price-changed"
  | "plan-visit-used"
  | "office-plan-changed"
  | "member-time"
  | BookingLimitRefusal;

export type CreateBookingResult =
  | { ok: true; booking: Booking; duplicate: boolean }
  | { ok: false; reason: BookingRefusal; shownCents?: number; priceCents?: number }
  /** office-plan-changed: the plan's decision now, for the owner to re-price with the caller on the line. */
  | { ok: false; reason: "office-plan-changed"; benefit: PlanBenefit | null };

/** The owner's phone booking (decision 0031): the owner is the actor, the customer the booking's. */
export interface OfficeBooking {
  ownerId: string;
  /** The owner's discount and custom lines, after the table's. */
  lines: readonly OfficeLine[];
  /** Set when the time is not one the website offers: why, recorded on the booking. */
  overrideReason: string | null;
  /** The plan decision the form priced with (decision 0044): a change refuses, never re-prices. */
  expectedPlan?: { included: boolean; discountBps: number } | null;
}

/** How far ahead the owner may book a time the website does not offer. */
const OVERRIDE_DAYS = 366;
const plusDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

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

/**
 * Books a job for a signed-in customer. The service address alone decides the area (its crews)
 * and the time zone; the service and the home's size decide how long a crew is busy. Under the
 * customer's row lock the account's limits are checked (booking-limits.ts), then under the
 * area's day lock one crew must be on duty and free for the job's whole length, and gets it; the server's price,
 * status pending, (if recurring) the schedule row, the confirmation and owner emails queued, and
 * the book_service conversion recorded, all in one transaction. A repeated idempotency key
 * answers the first booking and queues nothing.
 *
 * `office`: the owner books for the customer on the phone, through the same rules, locks and
 * races. What differs is the owner's to decide: the account's online limits do not apply, the
 * owner's lines follow the table's, an override (with its reason) may take a day outside the
 * window or a start no crew is free for (the job then waits for a crew, listed for the owner),
 * the text goes only to a number the customer proved, and no website conversion is counted.
 *
 * `quoted`: the customer approves a quote and books it (decision 0032). The quote's approved lines
 * are the price; the quote is marked approved in this transaction, before the day lock, by a
 * compare-and-set that a second approval fails (the booking rolls back: "quote-decided"); the
 * online limits do not apply and the text goes only to a proved number, as in office mode.
 */
export async function createBooking(
  db: Db,
  userId: string,
  input: BookingInput,
  options: {
    now: Date;
    visitorId?: string | null;
    /** The account's limits; "off" only where a test needs many bookings of one account. */
    limits?: BookingLimits | "off";
    /** The offers the visitor was shown (signed cookie); the server prices them (booking-terms.ts). */
    offer?: OfferClaim | null;
    /** Where the visitor came from (docs/decisions/0026); else the quote's lead's, if any. */
    touches?: Touches | null;
    office?: OfficeBooking;
    /** The customer approves a quote and books it (decision 0032): the quote's lines are the price. */
    quoted?: QuotedBooking;
    /** Stripe took the deposit or saved the card first (decision 0045): linked here, said in the confirmation. */
    paid?: PaidFirst;
  },
): Promise<CreateBookingResult> {
  const office = options.office ?? null;
  const quoted = options.quoted ?? null;
  const override = office?.overrideReason ?? null;
  const earlier = await findByKey(db, userId, input.idempotencyKey);
  if (earlier) return { ok: true, booking: earlier, duplicate: true };

  const resolved = resolveServiceArea(input.address);
  if (!resolved.ok) return { ok: false, reason: resolved.reason === "outside" ? "outside-area" : "address-mismatch" };
  const { area } = resolved;
  // The owner closed the metro or the ZIP (/admin/settings/areas): no booking, the phone's neither.
  if ((await areaStandingNow(db, area.id, input.address.zip)) !== "open") return { ok: false, reason: "area-closed" };
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
  const today = todayIn(options.now, area.timeZone);
  const inWindow = override
    ? input.appointmentDate >= today && input.appointmentDate <= plusDays(today, OVERRIDE_DAYS)
    : isInWindow(input.appointmentDate, input.appointmentTime, options.now, area.timeZone, terms.windowDays);
  if (!inWindow) return { ok: false, reason: "slot-unavailable" };
  // A member's plan mode (decision 0044): the included visit, member prices, priority times. The
  // owner's phone booking takes the same benefit; which day it books is the owner's to decide.
  const plan = quoted
    ? { ok: true as const, benefit: null }
    : office
      ? { ok: true as const, benefit: await memberBenefit(db, userId, input.serviceType, options.now) }
      : await planBooking(db, userId, input, options.now);
  if (!plan.ok) return plan;
  // The included visit was booked (or the plan changed) since the phone form was loaded.
  if (office && !sameOfficePlan(office.expectedPlan, plan.benefit))
    return { ok: false, reason: "office-plan-changed", benefit: plan.benefit };
  // The booking's price is the sum of its lines, computed here from the tables, never sent.
  // An office booking's lines are the ones its form showed the owner (officeBookingLines); the
  // terms it holds have no adjustment, as bookByPhone sends no offer, estimate or series.
  // A quote's booking charges the lines the customer approved, as the quote priced them.
  const priced = quoted
    ? { ok: true as const, lines: [...quoted.lines], added: [] }
    : office
      ? officeBookingLines(
          input,
          office.lines,
          { table: tableOf(terms.book), addOns: addOnsOf(terms.book) },
          plan.benefit,
        )
      : withOfficeLines(
          bookingLines({
            serviceType: input.serviceType,
            tablePrice: terms.price.tablePrice,
            adjustment: terms.price.adjustment,
            addOns: input.addOns,
            addOnTable: addOnsOf(terms.book),
          }),
          [],
        );
  if (!priced.ok) return priced;
  // An office booking's plan lines are in already: before the owner's, as its form showed them.
  const lines = office ? priced.lines : withPlanLines(priced.lines, plan.benefit);
  // The page showed another total: the price book changed while it was open (decision 0040).
  // Refused with the new price, never charged silently; the form sent again carries the new total.
  const shownCents = input.shownCents ?? null;
  if (shownCents !== null && !office && !quoted && shownCents !== linesTotalCents(lines))
    return { ok: false, reason: "price-changed", shownCents, priceCents: linesTotalCents(lines) };
  // Where the job is, from the table shipped with the app: no network call while booking.
  const at = locateAddress(input.address);
  const job = { time: input.appointmentTime, durationMinutes, at };
  const row = newBookingRow({
    userId,
    input,
    area,
    durationMinutes,
    terms,
    benefit: plan.benefit,
    lines,
    priceTableVersion: quoted?.priceTableVersion ?? terms.book.label,
    bookedBy: office?.ownerId ?? null,
    override,
    at,
    touches: options.touches ?? null,
    now: options.now,
  });
  // The confirmation is rendered now, before any lock: the day's other bookings never wait on it.
  const mail = await prepareBookingEmails(db, row, lines, options.paid?.note ?? null);
  try {
    const result = await db.transaction(async (tx) => {
      // The customer's row first, then the area's day (the order change-booking takes them in too).
      // The online limits guard the calendar from strangers; an owner's quote is not a stranger's.
      const limits = office || quoted ? "off" : (options.limits ?? BOOKING_LIMITS);
      if (limits !== "off") {
        const refusal = await accountLimitRefusal(tx, userId, input.appointmentDate, today, limits);
        // The same form sent twice at once: the second waited for the customer's lock and must
        // answer the first booking, not count it against the limits.
        const sent = await findByKey(tx, userId, input.idempotencyKey);
        if (sent) return { ok: true, booking: sent, duplicate: true } as const;
        if (refusal) return { ok: false, reason: refusal } as const;
      }
      if (quoted) await claimQuote(tx, quoted, businessToday(options.now), options.now);
      await lockDay(tx, area.id, input.appointmentDate);
      // The same form sent twice at once: the second waited for the first's lock and finds it here.
      const first = await findByKey(tx, userId, input.idempotencyKey);
      if (first) return { ok: true, booking: first, duplicate: true } as const;
      const day = (await loadDays(tx, area.id, [input.appointmentDate])).get(input.appointmentDate);
      // The crew is chosen here, under the day's lock, and stays: a technician's day does not
      // change under them when later bookings come in.
      const crew = crewFor(day, job);
      if ("refused" in crew && !override) return { ok: false, reason: crew.refused } as const;
      const [booking] = await tx
        .insert(bookings)
        .values({ ...row, crewId: "crewId" in crew ? crew.crewId : null })
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
      if (plan.benefit) await recordPlanVisit(tx, plan.benefit, booking.id, options.now);
      if (office) await storeOfficeLines(tx, booking.id, priced.added, office.ownerId, options.now);
      if (quoted) await linkQuoteBooking(tx, quoted.quoteId, booking.id);
      // A customer without a phone on file keeps the one they booked with, for next time.
      await tx
        .update(profiles)
        .set({ phone: input.phone, updatedAt: options.now })
        .where(and(eq(profiles.userId, userId), isNull(profiles.phone)));
      // The quote's lead, the series' current visit, or a new series (booking-terms.ts).
      const stored = await recordBookingTerms(tx, booking, terms, options.now);
      // The person's other open leads (same email or phone) are answered by this booking.
      await linkLeadsToBooking(tx, stored, options.now);
      if (options.paid) await options.paid.link(tx, stored);
      await queueBookingEmails(tx, stored, options.now, mail);
      if (office || quoted) {
        await queueOfficeText(tx, stored, options.now);
        return { ok: true, booking: stored, duplicate: false } as const;
      }
      await queueBookingText(tx, stored, input, options.now);
      if (input.dueToken) await recordDueBooking(tx, input.dueToken, stored, options.now);
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
    if (error instanceof QuoteTakenError) return { ok: false, reason: "quote-decided" };
    if (error instanceof PlanVisitTakenError)
      return office
        ? {
            ok: false,
            reason: "office-plan-changed",
            benefit: await memberBenefit(db, userId, input.serviceType, options.now),
          }
        : { ok: false, reason: "plan-visit-used" };
    // The same form submitted twice at once: the second insert meets the first's key.
    if (isUniqueViolation(error)) {
      const first = await findByKey(db, userId, input.idempotencyKey);
      if (first) return { ok: true, booking: first, duplicate: true };
    }
    throw error;
  }
}
