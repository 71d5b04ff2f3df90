import "server-only";
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { bookings, recurringSchedules } from "@/server/db/schema";

/** The customer's active series with their current visit, for the dashboard. */
export async function listSeries(db: Db, userId: string) {
  return db
    .select({
      id: recurringSchedules.id,
      serviceType: recurringSchedules.serviceType,
      intervalMonths: recurringSchedules.intervalMonths,
      nextScheduledDate: recurringSchedules.nextScheduledDate,
      visitDate: bookings.appointmentDate,
      address: bookings.address,
    })
    .from(recurringSchedules)
    .leftJoin(bookings, eq(bookings.id, recurringSchedules.currentBookingId))
    .where(and(eq(recurringSchedules.userId, userId), eq(recurringSchedules.isActive, true)))
    .orderBy(desc(recurringSchedules.createdAt));
}
