import "server-only";
import { and, eq, gt, inArray, isNull, lte, or, sql } from "drizzle-orm";
import { personKeys } from "@/domain/leads/lead-work";
import type { Tx } from "@/server/db/client";
import { emailKey, phoneKey } from "@/server/db/person-keys";
import type { Booking } from "@/server/db/rows";
import { pricingLeads, user } from "@/server/db/schema";

/** A lead older than this is another conversation: a booking a year later does not answer it. */
export const LEAD_LINK_DAYS = 90;

/**
 * A lead becomes a customer: the open leads (new or contacted, not yet booked) of the person who
 * booked, known by the account's email or the phone booked with, from the last LEAD_LINK_DAYS,
 * point at the booking and are "booked". They leave "New leads to call", their page shows the
 * booking, and the booking is their answer in speed to lead if the owner had not answered first
 * (the first status change is kept if there was one). In the booking's transaction; the quote's own
 * lead is linked before this by recordBookingTerms. Returns the leads linked.
 */
export async function linkLeadsToBooking(tx: Tx, booking: Booking, now: Date): Promise<string[]> {
  const [customer] = await tx.select({ email: user.email }).from(user).where(eq(user.id, booking.userId));
  const keys = personKeys({ email: customer?.email ?? "", phone: booking.customerPhone ?? "" });
  const who = [
    keys.email ? eq(emailKey(pricingLeads.email), keys.email) : undefined,
    keys.phone.length === 10 ? eq(phoneKey(pricingLeads.phone), keys.phone) : undefined,
  ].filter((c) => c !== undefined);
  if (who.length === 0) return [];
  const linked = await tx
    .update(pricingLeads)
    .set({
      status: "booked",
      bookingId: booking.id,
      firstStatusChangeAt: sql`coalesce(${pricingLeads.firstStatusChangeAt}, ${now})`,
    })
    .where(
      and(
        or(...who),
        isNull(pricingLeads.bookingId),
        inArray(pricingLeads.status, ["new", "contacted"]),
        // The lead's last request, not its row's clock: both are the request's time in use.
        lte(pricingLeads.lastRequestAt, now),
        gt(pricingLeads.lastRequestAt, new Date(now.getTime() - LEAD_LINK_DAYS * 86_400_000)),
      ),
    )
    .returning({ id: pricingLeads.id });
  return linked.map((l) => l.id);
}
