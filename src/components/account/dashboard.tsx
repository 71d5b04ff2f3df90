"use client";

import { LogOut } from "lucide-react";
import { useRouter } from "next/navigation";
import { ChangePassword } from "@/components/account/change-password";
import { Button } from "@/components/ui/button";
import { usePostAction } from "@/components/ui/post-action";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { toast } from "@/components/ui/toast";
import { BookingCard } from "./booking-card";
import { ProfilePanel } from "./profile-panel";

export interface DashboardBooking {
  id: string;
  serviceType: string;
  appointmentDate: string;
  appointmentTime: string;
  address: string;
  status: string;
  priceExact: string;
  isRecurring: boolean;
  recurringIntervalMonths: number | null;
  /** What lowered the price (an offer, a quote, the recurring discount), or null. */
  discountLabel?: string | null;
  canChange: boolean;
  /** Cancel allowed online: as canChange, or within an hour of booking (cancel-rule.ts). */
  canCancel: boolean;
  durationMinutes: number;
  /** "PST": the zone of the service address on that date. */
  zone: string;
  /** Days (in the booking's own time zone) with the start times a crew is free for this job. */
  openDays: { date: string; starts: string[] }[];
  /** A finished visit's report page, once the crew has written one. */
  reportHref?: string | null;
  /** A finished visit's invoice: where it stands, and the page that shows it with "Pay now". */
  invoice?: { number: string; paid: boolean; words: string; href: string } | null;
  /** The add-ons booked with the visit, with their prices. */
  addOns?: readonly string[];
  /** What became of the deposit paid at booking, worded on the server (depositLine); null without one. */
  deposit?: string | null;
}

export interface DashboardProfile {
  email: string;
  fullName: string;
  phone: string;
  defaultAddress: string;
}

export function Dashboard({
  upcoming,
  history,
  profile,
}: {
  upcoming: DashboardBooking[];
  history: DashboardBooking[];
  profile: DashboardProfile;
}) {
  const router = useRouter();
  const action = usePostAction();
  async function signOut(everywhere: boolean) {
    // revoke-sessions ends every session of the account, this one included.
    // Whatever the answer, the visitor leaves the account pages (as before: a failure is not shown).
    await action.post(everywhere ? "/api/auth/revoke-sessions" : "/api/auth/sign-out", {}, { refresh: false });
    toast.success("Signed out", {
      description: everywhere ? "You are signed out on every device." : "You've been successfully logged out.",
    });
    router.push("/");
    router.refresh();
  }
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="font-bold text-3xl">Hello, {profile.fullName}</h1>
        <div className="flex flex-wrap gap-2">
          <Button variant="quiet" size="md" onClick={() => signOut(false)} className="text-sm">
            <LogOut aria-hidden="true" className="h-4 w-4" /> Sign out
          </Button>
          <Button variant="quiet" size="md" onClick={() => signOut(true)} className="text-sm">
            Sign out of all devices
          </Button>
        </div>
      </div>
      <Tabs defaultValue="bookings" className="mt-6">
        <TabsList className="max-w-md">
          <TabsTrigger value="bookings">My Bookings</TabsTrigger>
          <TabsTrigger value="profile">Profile</TabsTrigger>
        </TabsList>
        <TabsContent value="bookings" className="mt-6 space-y-8">
          <section aria-labelledby="upcoming-title">
            <h2 id="upcoming-title" className="font-bold text-xl">
              Upcoming
            </h2>
            {upcoming.length === 0 ? (
              <p className="mt-3 text-slate-700">
                No upcoming appointments. Get an instant price on the home page to book.
              </p>
            ) : (
              <ul className="mt-3 space-y-3">
                {upcoming.map((b) => (
                  <BookingCard key={b.id} booking={b} onChanged={() => router.refresh()} />
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="history-title">
            <h2 id="history-title" className="font-bold text-xl">
              History
            </h2>
            {history.length === 0 ? (
              <p className="mt-3 text-slate-700">No past appointments yet.</p>
            ) : (
              <ul className="mt-3 space-y-3">
                {history.map((b) => (
                  <BookingCard key={b.id} booking={b} onChanged={() => router.refresh()} />
                ))}
              </ul>
            )}
          </section>
        </TabsContent>
        <TabsContent value="profile" className="mt-6">
          <ProfilePanel profile={profile} />
          <ChangePassword />
        </TabsContent>
      </Tabs>
    </div>
  );
}
