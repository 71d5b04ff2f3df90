import "server-only";
import { and, desc, eq, gte, lte, sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { bookings, user } from "@/server/db/schema";

export const ADMIN_PAGE_SIZE = 50;

/** Every booking, newest first, a page at a time, by status and appointment dates. */
export async function listAllBookings(db: Db, filter: { status?: string; from?: string; to?: string; page?: number }) {
  const conditions = [];
  if (filter.status) conditions.push(eq(bookings.status, filter.status));
  if (filter.from) conditions.push(gte(bookings.appointmentDate, filter.from));
  if (filter.to) conditions.push(lte(bookings.appointmentDate, filter.to));
  const where = conditions.length ? and(...conditions) : undefined;
  const page = Math.max(1, Math.trunc(filter.page ?? 1));
  const [rows, [count]] = await Promise.all([
    db
      .select({ booking: bookings, customerName: user.name, customerEmail: user.email })
      .from(bookings)
      .innerJoin(user, eq(user.id, bookings.userId))
      .where(where)
      .orderBy(desc(bookings.createdAt), desc(bookings.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((page - 1) * ADMIN_PAGE_SIZE),
    db.select({ n: sql<number>`count(*)::int` }).from(bookings).where(where),
  ]);
  return { rows, total: count?.n ?? 0, page, pageSize: ADMIN_PAGE_SIZE };
}
