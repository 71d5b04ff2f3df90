import "server-only";
import { and, eq, gte, lte, type SQL } from "drizzle-orm";
import type { PageRequest } from "@/domain/paging/cursor";
import type { Db } from "@/server/db/client";
import { bookings, user } from "@/server/db/schema";
import { cursorTime, keyset, keysetPage } from "./keyset";

/**
 * Bookings a page: half the other lists' 50, since each is a card with its actions, emails and
 * report, under the day's schedule on the same page.
 */
export const BOOKINGS_PAGE_SIZE = 25;

export interface BookingFilter {
  status?: string;
  from?: string;
  to?: string;
}

/**
 * One page of every booking, newest first, by status and appointment dates, with the cursors of
 * the pages either side. Read by (created_at, id) from the cursor: no count of every booking and
 * no rows skipped, so the hundredth page costs what the first does. Admin only (checked by callers).
 */
export async function bookingsPage(db: Db, filter: BookingFilter, page: PageRequest) {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(bookings.status, filter.status));
  if (filter.from) conditions.push(gte(bookings.appointmentDate, filter.from));
  if (filter.to) conditions.push(lte(bookings.appointmentDate, filter.to));
  return keysetPage(
    page,
    (p, limit) => {
      const { where, order } = keyset(bookings.createdAt, bookings.id, p);
      return db
        .select({
          booking: bookings,
          customerName: user.name,
          customerEmail: user.email,
          cursorAt: cursorTime(bookings.createdAt),
        })
        .from(bookings)
        .innerJoin(user, eq(user.id, bookings.userId))
        .where(and(...conditions, where))
        .orderBy(...order)
        .limit(limit);
    },
    (r) => ({ at: r.cursorAt, id: r.booking.id }),
    BOOKINGS_PAGE_SIZE,
  );
}
