import type { ServiceType } from "../pricing/quote-math";

/**
 * How long a crew is busy at a home, in whole hours (the capacity grid is hourly). The content's
 * figures: air ducts "3-5 hours", dryer vent "30-60 minutes"; the combo does both. We book the
 * upper end, which leaves the crew its set-up, clean-up and the drive to the next home.
 */
export const BASE_DURATION_MINUTES: Record<ServiceType, number> = {
  air_duct: 240,
  dryer_vent: 60,
  duct_and_dryer: 300,
};

/** Homes up to this size take the base time; every started 1,000 sq ft above it adds an hour. */
export const DURATION_FREE_SQFT = 2500;
export const DURATION_STEP_SQFT = 1000;

/** A crew arrives within this many minutes of the booked start. */
export const ARRIVAL_WINDOW_MINUTES = 30;

export function jobDurationMinutes(serviceType: ServiceType, squareFeet: number): number {
  const base = BASE_DURATION_MINUTES[serviceType];
  if (serviceType === "dryer_vent") return base; // a dryer vent does not grow with the house
  const over = Math.max(0, Math.trunc(squareFeet) || 0) - DURATION_FREE_SQFT;
  return base + (over > 0 ? Math.ceil(over / DURATION_STEP_SQFT) * 60 : 0);
}

/** "about 4 hours", "about 1 hour", "about 4.5 hours". */
export function formatDuration(minutes: number): string {
  const hours = minutes / 60;
  return `about ${Number.isInteger(hours) ? hours : hours.toFixed(1)} hour${hours === 1 ? "" : "s"}`;
}
