import "server-only";
import type { Db } from "@/server/db/client";
import { placeOf } from "@/server/geo/locate";
import { availability, type OpenDay } from "./availability";

type Movable = { id: string; serviceArea: string; timeZone: string; durationMinutes: number } & Partial<
  Parameters<typeof placeOf>[0]
>;

/**
 * Where each booking could move to: its own area's open starts for its own length, in its own zone,
 * with the booking's current time not counted against the crews (it is the one moving). The
 * customer's reschedule choices and the owner's "move" choices are the same question.
 */
export async function listOpenSlots(
  db: Db,
  bookings: readonly Movable[],
  options: { now: Date },
): Promise<Map<string, OpenDay[]>> {
  const slots = new Map<string, OpenDay[]>();
  for (const b of bookings) {
    slots.set(
      b.id,
      await availability(db, { id: b.serviceArea, timeZone: b.timeZone }, b.durationMinutes, {
        ...options,
        excludeBookingId: b.id,
        // The booking stays where it is: its own place decides the drives.
        at: placeOf({
          latitude: b.latitude ?? null,
          longitude: b.longitude ?? null,
          zipCode: b.zipCode ?? null,
          city: b.city ?? null,
          state: b.state ?? null,
        }),
      }),
    );
  }
  return slots;
}
