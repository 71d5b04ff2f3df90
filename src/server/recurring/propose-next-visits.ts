import "server-only";
import { and, eq, inArray, isNull, ne, or } from "drizzle-orm";
import { isProposalDue, suggestedVisitDate } from "@/domain/booking/recurring";
import { bookingPrice } from "@/domain/pricing/booking-price";
import { tableOf } from "@/domain/pricing/price-book";
import { isServiceType, priceQuote } from "@/domain/pricing/pricing";
import type { Db } from "@/server/db/client";
import { bookings, recurringSchedules, user } from "@/server/db/schema";
import { env } from "@/server/env";
import { nextVisitEmail } from "@/server/mail/recurring-emails";
import { enqueueMail } from "@/server/outbox/enqueue";
import { nudgeOutbox } from "@/server/outbox/nudge";
import { currentPriceBook } from "@/server/pricing/price-book";

/** /book-service for a series' next visit, the suggested day preselected. */
export function seriesBookingLink(seriesId: string, date: string): string {
  const url = new URL("/book-service", env.SITE_URL);
  url.searchParams.set("series", seriesId);
  url.searchParams.set("date", date);
  return url.toString();
}

/**
 * The sweep that proposes each active series' next visit PROPOSAL_LEAD_DAYS before its interval
 * date, once per date: the claim (proposed_for set to the date, only if not already) and the email
 * are one transaction, so two servers sweeping at once send one email. Runs hourly
 * (on-server-start.ts); `now` is an input so tests move the clock. Returns the emails queued.
 */
export async function proposeNextVisits(db: Db, now: Date): Promise<number> {
  const rows = await db
    .select({ series: recurringSchedules, visit: bookings, email: user.email })
    .from(recurringSchedules)
    .innerJoin(bookings, eq(bookings.id, recurringSchedules.currentBookingId))
    .innerJoin(user, eq(user.id, recurringSchedules.userId))
    .where(
      and(
        eq(recurringSchedules.isActive, true),
        inArray(bookings.status, ["completed", "cancelled"]),
        or(
          isNull(recurringSchedules.proposedFor),
          ne(recurringSchedules.proposedFor, recurringSchedules.nextScheduledDate),
        ),
      ),
    );
  let queued = 0;
  for (const { series, visit, email } of rows) {
    const due = isProposalDue(
      {
        isActive: series.isActive,
        nextScheduledDate: series.nextScheduledDate,
        proposedFor: series.proposedFor,
        visitCompleted: true,
      },
      now,
      visit.timeZone,
    );
    if (!due || !isServiceType(visit.serviceType)) continue;
    const sent = await db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(recurringSchedules)
        .set({ proposedFor: series.nextScheduledDate, updatedAt: now })
        .where(
          and(
            eq(recurringSchedules.id, series.id),
            eq(recurringSchedules.isActive, true),
            eq(recurringSchedules.nextScheduledDate, series.nextScheduledDate),
            or(isNull(recurringSchedules.proposedFor), ne(recurringSchedules.proposedFor, series.nextScheduledDate)),
          ),
        )
        .returning({ id: recurringSchedules.id });
      if (!claimed) return false;
      const book = await currentPriceBook(tx);
      const tablePrice = priceQuote(visit.serviceType as never, visit, tableOf(book), book.label).exact;
      const date = suggestedVisitDate(series.nextScheduledDate, now, visit.timeZone);
      await enqueueMail(
        tx,
        "recurring-next-visit",
        await nextVisitEmail({
          to: email,
          serviceType: visit.serviceType,
          address: visit.address,
          suggestedDate: date,
          intervalMonths: series.intervalMonths,
          tablePrice,
          price: bookingPrice({ tablePrice, recurring: true, now }).exact,
          bookingLink: seriesBookingLink(series.id, date),
          dashboardLink: new URL("/customer-dashboard", env.SITE_URL).toString(),
        }),
        { bookingId: visit.id },
        now,
      );
      return true;
    });
    if (sent) queued++;
  }
  if (queued > 0) nudgeOutbox();
  return queued;
}
