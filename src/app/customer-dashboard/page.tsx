import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { Dashboard, type DashboardBooking } from "@/components/account/dashboard";
import { partitionBookings } from "@/domain/booking/partition";
import { appointmentStart, bookableDates, canChangeBooking, localDate } from "@/domain/scheduling/schedule";
import { slotCounts } from "@/server/bookings/booking-slots";
import type { Booking } from "@/server/bookings/create-booking";
import { listBookings } from "@/server/bookings/list-bookings";
import { getDb } from "@/server/db/client";
import { env } from "@/server/env";
import { getProfile } from "@/server/profiles/profile";
import { getSessionUser } from "@/server/session";

export const metadata: Metadata = { title: "My Account", robots: { index: false } };

export default async function CustomerDashboardPage() {
  const user = await getSessionUser();
  if (!user) redirect(`/customer-login?next=${encodeURIComponent("/customer-dashboard")}`);
  const db = await getDb();
  const [bookings, profile] = await Promise.all([listBookings(db, user.id), getProfile(db, user.id)]);
  const now = new Date();
  const today = localDate(now, "America/Los_Angeles");
  const { upcoming, history } = partitionBookings(bookings, today);

  // Reschedule choices per crew area, computed once per area.
  const areas = new Map<string, { dates: string[]; full: string[] }>();
  for (const b of upcoming) {
    if (areas.has(b.serviceArea)) continue;
    const dates = bookableDates(now, b.timeZone);
    const counts = await slotCounts(db, b.serviceArea, dates);
    areas.set(b.serviceArea, { dates, full: [...counts].filter(([, n]) => n >= env.SLOT_CAPACITY).map(([s]) => s) });
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
    dates: areas.get(b.serviceArea)?.dates ?? [],
    fullSlots: areas.get(b.serviceArea)?.full ?? [],
  });
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
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
