import "server-only";
import { asc, eq } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import type { Booking } from "@/server/db/rows";
import { bookings } from "@/server/db/schema";

/** The signed-in customer's own bookings, by appointment date (docs/product.md#who-may-do-what). */
export async function listBookings(db: Db, userId: string): Promise<Booking[]> {
  return db
    .select()
    .from(bookings)
    .where(eq(bookings.userId, userId))
    .orderBy(asc(bookings.appointmentDate), asc(bookings.appointmentTime));
}
