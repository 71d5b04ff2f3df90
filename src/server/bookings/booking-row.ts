import "server-only";
import { randomUUID } from "node:crypto";
import { formatServiceAddress } from "@/domain/address/service-address";
import type { ServiceArea } from "@/domain/areas/service-areas";
import type { BookingInput } from "@/domain/booking/booking-input";
import { centsToDecimal } from "@/domain/money/format";
import type { PlanBenefit } from "@/domain/plans/plan-benefits";
import { linesTotalCents, type PriceLine } from "@/domain/pricing/price-lines";
import type { bookings } from "@/server/db/schema";
import type { Touches } from "@/server/insights/touches";
import { planColumns } from "@/server/plans/member-benefits";
import { type BookingTerms, termsColumns } from "./booking-terms";

export type NewBookingRow = typeof bookings.$inferInsert & { id: string };

/**
 * A new booking's row as createBooking stores it, but for its crew (chosen under the day lock):
 * made before the transaction, with its id, so its emails can be rendered from it first.
 */
export function newBookingRow(parts: {
  userId: string;
  input: BookingInput;
  area: ServiceArea;
  durationMinutes: number;
  terms: BookingTerms;
  benefit: PlanBenefit | null;
  lines: readonly PriceLine[];
  priceTableVersion: string;
  bookedBy: string | null;
  override: string | null;
  at: { lat: number; lng: number } | null;
  touches: Touches | null;
  now: Date;
}): NewBookingRow {
  const { input, terms } = parts;
  return {
    id: randomUUID(),
    userId: parts.userId,
    serviceType: input.serviceType,
    appointmentDate: input.appointmentDate,
    appointmentTime: input.appointmentTime,
    address: formatServiceAddress(input.address),
    city: input.address.city,
    state: input.address.state,
    zipCode: input.address.zip,
    customerPhone: input.phone,
    bedrooms: input.bedrooms,
    bathrooms: input.bathrooms,
    squareFeet: input.squareFeet,
    durationMinutes: parts.durationMinutes,
    priceTableVersion: parts.priceTableVersion,
    status: "pending",
    isRecurring: input.isRecurring,
    recurringIntervalMonths: input.isRecurring ? (input.recurringIntervalMonths ?? null) : null,
    notes: input.notes || null,
    serviceArea: parts.area.id,
    timeZone: parts.area.timeZone,
    crewId: null,
    bookedBy: parts.bookedBy,
    timeOverrideReason: parts.override,
    latitude: parts.at?.lat ?? null,
    longitude: parts.at?.lng ?? null,
    idempotencyKey: input.idempotencyKey,
    // The clock the use case was given: the cancel grace hour and the reminders count from it.
    createdAt: parts.now,
    updatedAt: parts.now,
    firstTouch: parts.touches?.first ?? terms.lead?.firstTouch ?? null,
    lastTouch: parts.touches?.last ?? terms.lead?.lastTouch ?? null,
    ...termsColumns(terms),
    ...planColumns(parts.benefit, parts.lines),
    priceExact: centsToDecimal(linesTotalCents(parts.lines)),
  };
}
