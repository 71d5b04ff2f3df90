import "server-only";
import { resolveServiceArea } from "@/domain/areas/service-areas";
import type { LatLng } from "@/domain/geo/distance";
import type { ServiceType } from "@/domain/pricing/pricing";
import { WORKDAY_MINUTES } from "@/domain/scheduling/capacity";
import { openStartsFor } from "@/domain/scheduling/crews";
import { jobDurationMinutes } from "@/domain/scheduling/duration";
import { BOOKING_WINDOW_DAYS, windowDates, zoneName } from "@/domain/scheduling/schedule";
import { areaStandingNow } from "@/server/areas/area-settings";
import { areaStaffed } from "@/server/crews/staffed";
import type { Db } from "@/server/db/client";
import { locateAddress } from "@/server/geo/locate";
import { loadDays } from "./booking-days";

export interface OpenDay {
  date: string;
  /** Start times a crew is free for the whole job. */
  starts: string[];
}

/**
 * The dates of the booking window (in the area's zone) with the start times where a crew is free
 * for a job of this length: the same crew choice a booking makes, so no time offered is refused. Days without any start (weekends, holidays, closures, full) are left out.
 */
export async function availability(
  db: Db,
  area: { id: string; timeZone: string },
  durationMinutes: number,
  options: {
    now: Date;
    excludeBookingId?: string;
    windowDays?: number;
    /** Where the job is: the crew's drive to and from it is counted (decision 0036). */
    at?: LatLng | null;
  },
): Promise<OpenDay[]> {
  const dates = windowDates(options.now, area.timeZone, options.windowDays);
  const days = await loadDays(db, area.id, dates, options);
  return dates
    .map((date) => {
      const day = days.get(date);
      return {
        date,
        starts: day ? openStartsFor(day.duty, day.jobs, durationMinutes, options.at ?? null, day.policy) : [],
      };
    })
    .filter((d) => d.starts.length > 0);
}

export type AddressAvailability =
  | {
      ok: true;
      area: { id: string; name: string; timeZone: string; zoneName: string };
      durationMinutes: number;
      /** How many days ahead the dates reach: the form's words say this, never a number of its own. */
      windowDays: number;
      days: OpenDay[];
    }
  | { ok: false; reason: "outside-area" | "address-mismatch" | "too-long" }
  /** Nobody works the area yet, or the owner closed it: the form offers the waitlist instead of times. */
  | { ok: false; reason: "not-staffed"; area: { id: string; name: string } };

/** What the booking form shows for an address and a job: its area, its zone and the open starts. */
export async function availabilityForAddress(
  db: Db,
  input: { address: { city: string; state: string; zip: string }; serviceType: ServiceType; squareFeet: number },
  /** windowDays: a recurring series' visit may be booked further ahead (src/domain/booking/recurring.ts). */
  options: { now: Date; windowDays?: number },
): Promise<AddressAvailability> {
  const resolved = resolveServiceArea(input.address);
  if (!resolved.ok) return { ok: false, reason: resolved.reason === "outside" ? "outside-area" : "address-mismatch" };
  const durationMinutes = jobDurationMinutes(input.serviceType, input.squareFeet);
  if (durationMinutes > WORKDAY_MINUTES) return { ok: false, reason: "too-long" };
  const { area } = resolved;
  // A metro or ZIP the owner closed offers no times either: the form offers the waitlist.
  if ((await areaStandingNow(db, area.id, input.address.zip)) !== "open" || !(await areaStaffed(db, area.id)))
    return { ok: false, reason: "not-staffed", area: { id: area.id, name: area.name } };
  return {
    ok: true,
    area: { id: area.id, name: area.name, timeZone: area.timeZone, zoneName: zoneName(area.timeZone, options.now) },
    durationMinutes,
    windowDays: options.windowDays ?? BOOKING_WINDOW_DAYS,
    days: await availability(db, area, durationMinutes, { ...options, at: locateAddress(input.address) }),
  };
}
