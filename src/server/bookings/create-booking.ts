import "server-only";
import { and, eq } from "drizzle-orm";
import { serviceAreaFor } from "@/content/service-area";
import type { BookingInput } from "@/domain/booking/booking-input";
import { quote } from "@/domain/pricing/pricing";
import { addMonthsToDate, isBookableSlot } from "@/domain/scheduling/schedule";
import type { Db } from "@/server/db/client";
import { bookings, recurringSchedules } from "@/server/db/schema";
import { lockSlot } from "./booking-slots";

export type Booking = typeof bookings.$inferSelect;

export type CreateBookingResult =
  | { ok: true; booking: Booking; duplicate: boolean }
  | { ok: false; reason: "slot-unavailable" | "slot-full" };

const UNIQUE_VIOLATION = "23505";
const isUniqueViolation = (e: unknown) =>
  (e as { code?: string })?.code === UNIQUE_VIOLATION ||
  (e as { cause?: { code?: string } })?.cause?.code === UNIQUE_VIOLATION;

async function findByKey(db: Db, userId: string, key: string): Promise<Booking | undefined> {
  const [row] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.userId, userId), eq(bookings.idempotencyKey, key)));
  return row;
}

/**
 * Books a slot for a signed-in customer: the server's price, status pending, capacity checked
 * under the slot's row lock, and (if recurring) the schedule row, all in one transaction.
 */
export async function createBooking(
  db: Db,
  userId: string,
  input: BookingInput,
  options: { now: Date; capacity: number },
): Promise<CreateBookingResult> {
  const earlier = await findByKey(db, userId, input.idempotencyKey);
  if (earlier) return { ok: true, booking: earlier, duplicate: true };

  const { area, timeZone } = serviceAreaFor(input.city ?? null, input.state ?? null);
  if (!isBookableSlot(input.appointmentDate, input.appointmentTime, options.now, timeZone)) {
    return { ok: false, reason: "slot-unavailable" };
  }
  const price = quote(input.serviceType, input);
  try {
    return await db.transaction(async (tx) => {
      const held = await lockSlot(tx, { serviceArea: area, date: input.appointmentDate, time: input.appointmentTime });
      if (held >= options.capacity) return { ok: false, reason: "slot-full" } as const;
      const [booking] = await tx
        .insert(bookings)
        .values({
          userId,
          serviceType: input.serviceType,
          appointmentDate: input.appointmentDate,
          appointmentTime: input.appointmentTime,
          address: input.address,
          city: input.city ?? null,
          state: input.state ?? null,
          zipCode: input.zipCode ?? null,
          bedrooms: input.bedrooms,
          bathrooms: input.bathrooms,
          squareFeet: input.squareFeet,
          priceExact: price.exact.toFixed(2),
          priceTableVersion: price.priceTableVersion,
          status: "pending",
          isRecurring: input.isRecurring,
          recurringIntervalMonths: input.isRecurring ? (input.recurringIntervalMonths ?? null) : null,
          notes: input.notes || null,
          serviceArea: area,
          timeZone,
          idempotencyKey: input.idempotencyKey,
        })
        .returning();
      if (!booking) throw new Error("insert returned no row");
      if (booking.isRecurring && booking.recurringIntervalMonths) {
        await tx.insert(recurringSchedules).values({
          userId,
          originalBookingId: booking.id,
          serviceType: booking.serviceType,
          intervalMonths: booking.recurringIntervalMonths,
          nextScheduledDate: addMonthsToDate(booking.appointmentDate, booking.recurringIntervalMonths),
          isActive: true,
        });
      }
      return { ok: true, booking, duplicate: false } as const;
    });
  } catch (error) {
    // The same form submitted twice at once: the second insert meets the first's key.
    if (isUniqueViolation(error)) {
      const first = await findByKey(db, userId, input.idempotencyKey);
      if (first) return { ok: true, booking: first, duplicate: true };
    }
    throw error;
  }
}
