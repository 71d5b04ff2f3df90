import "server-only";
import { formatServiceAddress } from "@/domain/address/service-address";
import type { AvailabilityInput } from "@/domain/booking/booking-input";
import { bookingWindowDays } from "@/domain/booking/recurring";
import type { Db } from "@/server/db/client";
import { firstOpenDayFor, withPriority } from "@/server/plans/member-benefits";
import { type AddressAvailability, availabilityForAddress } from "./availability";
import { heldSeries } from "./booking-terms";

/**
 * The open times the booking form asks for after the address is typed or changed. A series'
 * next visit (the form sends back the series id the page was opened with) keeps the series'
 * longer window as long as the booking would still take the series' terms; anything else, or a
 * series that is not the caller's, gets the public window. The answer carries the window's
 * length, so the form's words follow the server.
 */
export async function openTimes(
  db: Db,
  userId: string | null,
  input: AvailabilityInput,
  options: { now: Date },
): Promise<AddressAvailability> {
  const series = input.seriesId
    ? await heldSeries(db, userId, input.seriesId, {
        serviceType: input.serviceType,
        address: formatServiceAddress(input.address),
      })
    : null;
  const open = await availabilityForAddress(db, input, {
    ...options,
    windowDays: bookingWindowDays(series?.ok === true),
  });
  // The days the owner's priority plans keep for members are never offered to anyone else (decision 0044).
  return withPriority(open, await firstOpenDayFor(db, userId, options.now));
}

/**
 * Whose open times the form asks for: the signed-in customer's (a member keeps the held days when
 * the address changes, a series its window), or, on the owner's phone booking, the customer
 * picked, so a member's held days are theirs on the phone too (decision 0044). Anyone else's
 * `forCustomer` is ignored: they get the public answer.
 */
export function timesFor(caller: { id: string; role?: string | null } | null, input: AvailabilityInput): string | null {
  if (input.forCustomer) return caller?.role === "admin" ? input.forCustomer : null;
  return caller?.id ?? null;
}
