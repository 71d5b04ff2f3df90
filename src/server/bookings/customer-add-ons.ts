import "server-only";
import { and, eq } from "drizzle-orm";
import { formatCents } from "@/domain/payments/invoice";
import { ADD_ON_IDS } from "@/domain/pricing/add-ons";
import type { Db } from "@/server/db/client";
import { bookingAddOns, bookings } from "@/server/db/schema";

const order = (id: string) => (ADD_ON_IDS as readonly string[]).indexOf(id);

/**
 * The add-ons booked with each of the customer's own visits ("Dryer vent cleaning, $99.00"), by
 * booking id, in the add-on table's order as the emails list them: for the booking cards.
 */
export async function customerAddOns(db: Db, userId: string): Promise<Map<string, string[]>> {
  const rows = await db
    .select({
      bookingId: bookingAddOns.bookingId,
      addOnId: bookingAddOns.addOnId,
      description: bookingAddOns.description,
      unitCents: bookingAddOns.unitCents,
    })
    .from(bookingAddOns)
    .innerJoin(bookings, and(eq(bookings.id, bookingAddOns.bookingId), eq(bookings.userId, userId)));
  const out = new Map<string, string[]>();
  for (const r of rows.sort((a, b) => order(a.addOnId) - order(b.addOnId))) {
    out.set(r.bookingId, [...(out.get(r.bookingId) ?? []), `${r.description}, ${formatCents(r.unitCents)}`]);
  }
  return out;
}
