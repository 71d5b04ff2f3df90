import type { ServiceType } from "@/domain/pricing/quote-math";

/** docs/product.md#records: what the calculator hands to booking. Carried in the /book-service URL. */
export interface BookingData {
  serviceType: ServiceType;
  address: string;
  city: string | null;
  state: string | null;
  zipCode: string | null;
  bedrooms: number;
  bathrooms: number;
  squareFeet: number;
  /** Display only: the server prices every booking itself. */
  priceExact: number;
}

export function bookingDataToQuery(data: BookingData): string {
  const params = new URLSearchParams({
    service: data.serviceType,
    address: data.address,
    bedrooms: String(data.bedrooms),
    bathrooms: String(data.bathrooms),
    sqft: String(data.squareFeet),
    price: String(data.priceExact),
  });
  if (data.city) params.set("city", data.city);
  if (data.state) params.set("state", data.state);
  if (data.zipCode) params.set("zip", data.zipCode);
  return params.toString();
}
