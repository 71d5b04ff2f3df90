import "server-only";
import { and, eq } from "drizzle-orm";
import { memberExtra } from "@/domain/plans/plan-benefits";
import type { Db } from "@/server/db/client";
import { bookings, crewMembers, invoices, planVisits, visitExtras } from "@/server/db/schema";
import { currentPriceBook } from "@/server/pricing/price-book";

export type VisitExtrasResult =
  | { ok: true }
  | { ok: false; reason: "visit-not-found" | "extras-closed" | "price-item-not-found" };

/**
 * The crew adds an extra of the current price book (decision 0040, amended) to a visit in progress (quantity 1 to 20), once
 * the customer has agreed to it and its price on the phone (recorded with the time), or takes one
 * off. The visit's extra copies the name and price it was added at: a later version of the book
 * does not change it. The visit's row is locked, as the Finished step locks it: an extra added as
 * Finished is tapped is either on the invoice or refused, never lost between the two.
 */
export async function changeVisitExtras(
  db: Db,
  technicianUserId: string,
  bookingId: string,
  input:
    | { action: "add"; itemId: string; quantity: number; approvedByCustomer: true }
    | { action: "remove"; extraId: string },
  now: Date = new Date(),
): Promise<VisitExtrasResult> {
  return db.transaction(async (tx): Promise<VisitExtrasResult> => {
    const [visit] = await tx
      .select({ status: bookings.status })
      .from(bookings)
      .innerJoin(crewMembers, and(eq(crewMembers.crewId, bookings.crewId), eq(crewMembers.userId, technicianUserId)))
      .where(eq(bookings.id, bookingId))
      .for("update", { of: bookings });
    if (!visit) return { ok: false, reason: "visit-not-found" };
    if (visit.status !== "in_progress") return { ok: false, reason: "extras-closed" };
    // A visit the owner put back from Finished keeps the invoice it was sent: nothing joins it.
    const [invoiced] = await tx.select({ id: invoices.id }).from(invoices).where(eq(invoices.bookingId, bookingId));
    if (invoiced) return { ok: false, reason: "extras-closed" };
    if (input.action === "remove") {
      await tx.delete(visitExtras).where(and(eq(visitExtras.id, input.extraId), eq(visitExtras.bookingId, bookingId)));
      return { ok: true };
    }
    // An extra the owner removed from the book since the card was opened is refused, not sold.
    const item = (await currentPriceBook(tx)).extras.find((e) => e.id === input.itemId);
    if (!item) return { ok: false, reason: "price-item-not-found" };
    // A member's visit: the extra at the member price of the discount it was booked with (decision 0044).
    const [plan] = await tx
      .select({ bps: planVisits.discountBps })
      .from(planVisits)
      .where(eq(planVisits.bookingId, bookingId));
    await tx.insert(visitExtras).values({
      bookingId,
      priceItemId: item.id,
      ...memberExtra({ description: item.name, unitCents: item.cents }, plan?.bps ?? 0),
      quantity: input.quantity,
      addedBy: technicianUserId,
      addedAt: now,
      customerApprovedAt: now,
    });
    return { ok: true };
  });
}
