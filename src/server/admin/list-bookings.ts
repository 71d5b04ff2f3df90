import "server-only";
import { and, asc, eq, gte, lte } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { bookings, user } from "@/server/db/schema";

export async function listAllBookings(db: Db, filter: { status?: string; from?: string; to?: string }) {
  const conditions = [];
  if (filter.status) conditions.push(eq(bookings.status, filter.status));
  if (filter.from) conditions.push(gte(bookings.appointmentDate, filter.from));
  if (filter.to) conditions.push(lte(bookings.appointmentDate, filter.to));
  return db
    .select({ booking: bookings, customerName: user.name, customerEmail: user.email })
    .from(bookings)
    .innerJoin(user, eq(user.id, bookings.userId))
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(asc(bookings.appointmentDate), asc(bookings.appointmentTime))
    .limit(500);
}
