import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { Dashboard, type DashboardBooking } from "@/components/account/dashboard";
import { NextSteps } from "@/components/account/next-steps";
import { partitionBookings } from "@/domain/booking/partition";
import { appointmentStart, canChangeBooking, localDate, zoneAbbreviation } from "@/domain/scheduling/schedule";
import { availability, type OpenDay } from "@/server/bookings/availability";
import type { Booking } from "@/server/bookings/create-booking";
import { listBookings } from "@/server/bookings/list-bookings";
import { getDb } from "@/server/db/client";
import { env } from "@/server/env";
import { getProfile } from "@/server/profiles/profile";
import { getSessionUser } from "@/server/session";

export const metadata: Metadata = { title: "My Account", robots: { index: false } };

export default async function CustomerDashboardPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const params = await searchParams;
  const user = await getSessionUser();
  if (!user) redirect(`/customer-login?next=${encodeURIComponent("/customer-dashboard")}`);
  const db = await getDb();
  const [bookings, profile] = await Promise.all([listBookings(db, user.id), getProfile(db, user.id)]);
  const now = new Date();
  const today = localDate(now, "America/Los_Angeles");
  const { upcoming, history } = partitionBookings(bookings, today);

  // Reschedule choices per booking: its area's crew time for its length, its own time not counted.
  const choices = new Map<string, OpenDay[]>();
  for (const b of upcoming) {
    const start = appointmentStart(b.appointmentDate, b.appointmentTime, b.timeZone);
    if (!canChangeBooking(start, now)) continue;
    choices.set(
      b.id,
      await availability(db, { id: b.serviceArea, timeZone: b.timeZone }, b.durationMinutes, {
        now,
        weekdayDefault: env.SLOT_CAPACITY,
        excludeBookingId: b.id,
      }),
    );
  }
  const view = (b: Booking): DashboardBooking => ({
    id: b.id,
    serviceType: b.serviceType,
    appointmentDate: b.appointmentDate,
    appointmentTime: b.appointmentTime,
    address: b.address,
    status: b.status,
    priceExact: b.priceExact,
    isRecurring: b.isRecurring,
    recurringIntervalMonths: b.recurringIntervalMonths,
    canChange: canChangeBooking(appointmentStart(b.appointmentDate, b.appointmentTime, b.timeZone), now),
    durationMinutes: b.durationMinutes,
    zone: zoneAbbreviation(b.appointmentDate, b.timeZone),
    openDays: choices.get(b.id) ?? [],
  });
  // Just booked (?booked=id) or arriving from the verification link (?verified=1): say what
  // happens next for that visit (or the next one) above everything else.
  const verified = params.verified === "1";
  const bookedId = typeof params.booked === "string" ? params.booked : null;
  const focus = (bookedId ? upcoming.find((b) => b.id === bookedId) : undefined) ?? upcoming[0];
  const showNext = verified || bookedId !== null;
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      {showNext && (
        <NextSteps
          verified={verified}
          booking={
            focus
              ? {
                  id: focus.id,
                  serviceType: focus.serviceType,
                  appointmentDate: focus.appointmentDate,
                  appointmentTime: focus.appointmentTime,
                  status: focus.status,
                  durationMinutes: focus.durationMinutes,
                  zone: zoneAbbreviation(focus.appointmentDate, focus.timeZone),
                  address: focus.address,
                }
              : null
          }
        />
      )}
      <Dashboard
        upcoming={upcoming.map(view)}
        history={history.map(view)}
        profile={{
          email: user.email,
          fullName: profile?.fullName ?? user.name,
          phone: profile?.phone ?? "",
          defaultAddress: profile?.defaultAddress ?? "",
        }}
      />
    </div>
  );
}
