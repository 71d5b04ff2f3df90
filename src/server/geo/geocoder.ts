import "server-only";
import type { LatLng } from "@/domain/geo/distance";

/**
 * An owner-configured geocoder (decision 0036): the seam only. None is built or configured today;
 * bookings take the ZIP's centre (locate.ts). One that is added must answer within `timeoutMs` or
 * be ignored, so a slow service never holds a booking, and runs before the transaction, never
 * inside the day lock.
 */
export interface Geocoder {
  locate(
    address: { street: string; city: string; state: string; zip: string },
    options: { signal: AbortSignal },
  ): Promise<LatLng | null>;
}

export const GEOCODER_TIMEOUT_MS = 1500;

/** The geocoder's answer, or null when there is none, it fails or it is too slow. */
export async function geocodeOrNull(
  geocoder: Geocoder | null,
  address: { street: string; city: string; state: string; zip: string },
  timeoutMs = GEOCODER_TIMEOUT_MS,
): Promise<LatLng | null> {
  if (!geocoder) return null;
  const signal = AbortSignal.timeout(timeoutMs);
  // The race ends the wait even for a geocoder that ignores its signal.
  const late = new Promise<null>((resolve) => signal.addEventListener("abort", () => resolve(null)));
  try {
    return await Promise.race([geocoder.locate(address, { signal }), late]);
  } catch {
    return null;
  }
}
