import { LIMITS } from "@/domain/pricing/quote-math";
import { serviceTypeSchema } from "@/domain/pricing/service-type-schema";
import { z } from "@/domain/validation/zod";
import type { BookingData } from "./booking-data";

const intIn = (limit: { min: number; max: number }) => z.coerce.number().int().min(limit.min).max(limit.max);

export const bookingQuerySchema = z.object({
  service: serviceTypeSchema(),
  // Empty when the calculator had no address: the city page's city and state then travel alone.
  address: z.string().trim().max(300).default(""),
  city: z.string().max(100).optional(),
  state: z.string().max(40).optional(),
  zip: z.string().max(10).optional(),
  bedrooms: intIn(LIMITS.bedrooms),
  bathrooms: intIn(LIMITS.bathrooms),
  sqft: intIn(LIMITS.squareFeet),
  price: z.coerce.number().int().min(0).max(100_000),
});

/** The booking data in a query string, or null when it is missing or malformed. */
export function bookingDataFromQuery(query: Record<string, string | string[] | undefined>): BookingData | null {
  const flat = Object.fromEntries(Object.entries(query).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]));
  const parsed = bookingQuerySchema.safeParse(flat);
  if (!parsed.success) return null;
  const q = parsed.data;
  return {
    serviceType: q.service,
    address: q.address,
    city: q.city ?? null,
    state: q.state ?? null,
    zipCode: q.zip ?? null,
    bedrooms: q.bedrooms,
    bathrooms: q.bathrooms,
    squareFeet: q.sqft,
    priceExact: q.price,
  };
}
