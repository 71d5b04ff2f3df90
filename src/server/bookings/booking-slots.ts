import "server-only";
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { bookingSlots, bookings } from "@/server/db/schema";

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface Slot {
  serviceArea: string;
  date: string;
  time: string;
}

/**
 * Locks the slot's row for the rest of the transaction and returns how many live bookings hold
 * it. Every writer takes this lock first, so the count cannot change until we commit.
 */
export async function lockSlot(tx: Tx, slot: Slot): Promise<number> {
  await tx.insert(bookingSlots).values(slot).onConflictDoNothing();
  await tx
    .select()
    .from(bookingSlots)
    .where(
      and(
        eq(bookingSlots.serviceArea, slot.serviceArea),
        eq(bookingSlots.date, slot.date),
        eq(bookingSlots.time, slot.time),
      ),
    )
    .for("update");
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(bookings)
    .where(
      and(
        eq(bookings.serviceArea, slot.serviceArea),
        eq(bookings.appointmentDate, slot.date),
        eq(bookings.appointmentTime, slot.time),
        ne(bookings.status, "cancelled"),
      ),
    );
  return row?.n ?? 0;
}

/** Bookings held per "date time" in an area, for showing full slots. */
export async function slotCounts(db: Db, serviceArea: string, dates: string[]): Promise<Map<string, number>> {
  if (dates.length === 0) return new Map();
  const rows = await db
    .select({ date: bookings.appointmentDate, time: bookings.appointmentTime, n: sql<number>`count(*)::int` })
    .from(bookings)
    .where(
      and(
        eq(bookings.serviceArea, serviceArea),
        inArray(bookings.appointmentDate, dates),
        ne(bookings.status, "cancelled"),
      ),
    )
    .groupBy(bookings.appointmentDate, bookings.appointmentTime);
  return new Map(rows.map((r) => [`${r.date} ${r.time}`, r.n]));
}
