"use client";

import { LogOut } from "lucide-react";
import { useRouter } from "next/navigation";
import { type ReactNode, useState } from "react";
import { CancelBooking } from "@/components/account/cancel-booking";
import { ChangePassword } from "@/components/account/change-password";
import { Field } from "@/components/ui/field";
import { postJson } from "@/components/ui/post-json";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { toast } from "@/components/ui/toast";
import { type BookingStatus, formatPrice, STATUS_LABELS } from "@/domain/booking/partition";
import { CUSTOMER_STATUS } from "@/domain/booking/status-words";
import { isServiceType, SERVICE_TYPE_LABELS } from "@/domain/pricing/pricing";
import { endTime } from "@/domain/scheduling/capacity";
import { ARRIVAL_WINDOW_MINUTES, formatDuration } from "@/domain/scheduling/duration";
import { formatArrivalWindow, formatDateLong, formatTime, TIME_SLOTS } from "@/domain/scheduling/schedule";

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
  invoice?: { number: string; paid: boolean; href: string } | null;
}

export interface DashboardProfile {
  email: string;
  fullName: string;
  phone: string;
  defaultAddress: string;
}

const BADGE: Record<BookingStatus, string> = {
  confirmed: "bg-green-100 text-green-900 border-green-300",
  pending: "bg-yellow-100 text-yellow-900 border-yellow-300",
  in_progress: "bg-blue-100 text-blue-900 border-blue-300",
  completed: "bg-slate-200 text-slate-800 border-slate-300",
  cancelled: "bg-red-100 text-red-900 border-red-300",
};

function StatusBadge({ status }: { status: string }) {
  const s = (status in STATUS_LABELS ? status : "pending") as BookingStatus;
  return (
    <span
      data-testid="status-badge"
      data-status={s}
      className={`rounded-full border px-3 py-1 font-semibold text-xs ${BADGE[s]}`}
    >
      {CUSTOMER_STATUS[s]}
    </span>
  );
}

/** A write whose refusal (or lost connection) is thrown as the sentence the toast shows. */
async function post(url: string, body: object, method: "POST" | "PATCH" = "POST") {
  const res = await postJson(url, body, { method });
  if (!res.ok) throw new Error(res.error);
}

function LabelledSelect({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  children: ReactNode;
}) {
  return (
    <label className="text-sm">
      <span className="font-medium text-slate-700">{label}</span>
      <select
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        className="mt-1 block h-11 w-full rounded-md border border-slate-300 bg-white px-2"
      >
        {children}
      </select>
    </label>
  );
}

function BookingCard({ booking, onChanged }: { booking: DashboardBooking; onChanged(): void }) {
  const [rescheduling, setRescheduling] = useState(false);
  const [date, setDate] = useState("");
  const [time, setTime] = useState("");
  const [busy, setBusy] = useState(false);
  const label = isServiceType(booking.serviceType) ? SERVICE_TYPE_LABELS[booking.serviceType] : booking.serviceType;
  const active = booking.status === "pending" || booking.status === "confirmed";
  const when = `${formatDateLong(booking.appointmentDate)}, arriving ${formatArrivalWindow(booking.appointmentTime, ARRIVAL_WINDOW_MINUTES)} ${booking.zone}`;

  async function run(action: () => Promise<unknown>, success: string, description?: string) {
    setBusy(true);
    try {
      await action();
      toast.success(success, description ? { description } : undefined);
      onChanged();
    } catch (error) {
      toast.error("Could not change the booking", { description: (error as Error).message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <li className="rounded-xl border border-slate-200 bg-white p-5" data-testid="booking">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="font-semibold text-lg">{label}</p>
          <p className="text-slate-700">
            {formatDateLong(booking.appointmentDate)}, arriving{" "}
            {formatArrivalWindow(booking.appointmentTime, ARRIVAL_WINDOW_MINUTES)} {booking.zone}
          </p>
          <p className="text-slate-600 text-sm">
            Takes {formatDuration(booking.durationMinutes)} (done by about{" "}
            {formatTime(endTime(booking.appointmentTime, booking.durationMinutes))})
          </p>
          <p className="text-slate-600 text-sm">{booking.address}</p>
          {booking.isRecurring && (
            <p className="text-slate-600 text-sm">Repeats every {booking.recurringIntervalMonths} months</p>
          )}
        </div>
        <div className="text-right">
          <StatusBadge status={booking.status} />
          <p className="mt-2 font-bold tabular-nums">{formatPrice(booking.priceExact)}</p>
          {booking.discountLabel && <p className="max-w-48 text-emerald-800 text-xs">{booking.discountLabel}</p>}
        </div>
      </div>
      {booking.reportHref && (
        <p className="mt-4 border-slate-100 border-t pt-4">
          <a
            href={booking.reportHref}
            className="font-semibold text-brand-700 underline"
            data-testid="visit-report-link"
          >
            Visit report and photos
          </a>
        </p>
      )}
      {booking.invoice && (
        <p className="mt-4 border-slate-100 border-t pt-4" data-testid="invoice-line">
          Invoice {booking.invoice.number}: {booking.invoice.paid ? "Paid" : "Unpaid"}.{" "}
          <a href={booking.invoice.href} className="font-semibold text-brand-700 underline">
            {booking.invoice.paid ? "See the invoice" : "See the invoice and pay"}
          </a>
        </p>
      )}
      {active && (
        <div className="mt-4 border-slate-100 border-t pt-4">
          {booking.canChange ? (
            <div className="flex flex-wrap gap-2">
              <button
                type="button"
                disabled={busy}
                onClick={() => setRescheduling((r) => !r)}
                className="rounded-full border border-brand-600 px-4 py-2 font-semibold text-brand-700 text-sm"
              >
                Reschedule
              </button>
              <CancelBooking bookingId={booking.id} when={when} disabled={busy} onCancelled={onChanged} />
            </div>
          ) : booking.canCancel ? (
            <div className="flex flex-wrap items-center gap-2">
              <p className="text-slate-600 text-sm">
                This appointment is less than 24 hours away. You booked it within the last hour, so you can still cancel
                it online; to change the time, please call us.
              </p>
              <CancelBooking bookingId={booking.id} when={when} disabled={busy} onCancelled={onChanged} />
            </div>
          ) : (
            <p className="text-slate-600 text-sm">
              This appointment is less than 24 hours away, so it can no longer be changed online. Please call us.
            </p>
          )}
          {rescheduling && (
            <div className="mt-4 grid gap-3 sm:grid-cols-[1fr_10rem_auto]">
              <LabelledSelect label="New date" value={date} onChange={setDate}>
                <option value="">Choose a date</option>
                {booking.openDays.map((d) => (
                  <option key={d.date} value={d.date}>
                    {formatDateLong(d.date)}
                  </option>
                ))}
              </LabelledSelect>
              <LabelledSelect label="New time" value={time} onChange={setTime}>
                <option value="">Choose</option>
                {TIME_SLOTS.map((t) => {
                  const open = booking.openDays.find((d) => d.date === date)?.starts.includes(t) ?? false;
                  return (
                    <option key={t} value={t} disabled={!open}>
                      {formatTime(t)}
                      {date && !open ? " (not available)" : ""}
                    </option>
                  );
                })}
              </LabelledSelect>
              <button
                type="button"
                disabled={!date || !time || busy}
                onClick={() =>
                  run(
                    () =>
                      post(`/api/bookings/${booking.id}/reschedule`, { appointmentDate: date, appointmentTime: time }),
                    "Booking rescheduled",
                    // The owner confirmed the old time, not this one (reschedule-booking.ts).
                    booking.status === "confirmed"
                      ? "Your visit is Requested again until we confirm the new time by email."
                      : undefined,
                  )
                }
                className="self-end rounded-full bg-brand-600 px-4 py-2.5 font-semibold text-sm text-white disabled:opacity-50"
              >
                Save new time
              </button>
            </div>
          )}
        </div>
      )}
    </li>
  );
}

function ProfilePanel({ profile }: { profile: DashboardProfile }) {
  const router = useRouter();
  const [editing, setEditing] = useState(false);
  const [form, setForm] = useState(profile);
  const [busy, setBusy] = useState(false);
  const rows: [string, string][] = [
    ["Full name", profile.fullName],
    ["Email", profile.email],
    ["Phone", profile.phone || "Not set"],
    ["Default address", profile.defaultAddress || "Not set"],
  ];
  async function save(e: React.FormEvent) {
    e.preventDefault();
    setBusy(true);
    try {
      await post(
        "/api/profile",
        { fullName: form.fullName, phone: form.phone, defaultAddress: form.defaultAddress },
        "PATCH",
      );
      toast.success("Profile updated");
      setEditing(false);
      router.refresh();
    } catch (error) {
      toast.error("Profile not saved", { description: (error as Error).message });
    } finally {
      setBusy(false);
    }
  }
  if (!editing) {
    return (
      <div className="rounded-xl border border-slate-200 bg-white p-6">
        <dl className="grid gap-4 sm:grid-cols-2">
          {rows.map(([k, v]) => (
            <div key={k}>
              <dt className="text-slate-600 text-sm">{k}</dt>
              <dd className="font-medium">{v}</dd>
            </div>
          ))}
        </dl>
        <button
          type="button"
          onClick={() => setEditing(true)}
          className="mt-6 rounded-full border border-brand-600 px-5 py-2 font-semibold text-brand-700"
        >
          Edit
        </button>
      </div>
    );
  }
  return (
    <form onSubmit={save} className="space-y-4 rounded-xl border border-slate-200 bg-white p-6">
      {(
        [
          ["fullName", "Full name", "name"],
          ["phone", "Phone", "tel"],
          ["defaultAddress", "Default address", "address-line1"],
        ] as const
      ).map(([key, label, autoComplete]) => (
        <Field
          key={key}
          label={label}
          autoComplete={autoComplete}
          value={form[key]}
          required={key === "fullName"}
          // These inputs always were in the label's small type; kept so the panel looks as it did.
          inputClassName="text-sm"
          onChange={(e) => setForm({ ...form, [key]: e.currentTarget.value })}
        />
      ))}
      <div className="flex gap-3">
        <button type="submit" disabled={busy} className="rounded-full bg-brand-600 px-5 py-2 font-semibold text-white">
          Save
        </button>
        <button type="button" onClick={() => setEditing(false)} className="rounded-full border px-5 py-2 font-semibold">
          Cancel
        </button>
      </div>
    </form>
  );
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
  async function signOut(everywhere: boolean) {
    // revoke-sessions ends every session of the account, this one included.
    // Whatever the answer, the visitor leaves the account pages (as before: a failure is not shown).
    await postJson(everywhere ? "/api/auth/revoke-sessions" : "/api/auth/sign-out", {});
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
          <button
            type="button"
            onClick={() => signOut(false)}
            className="inline-flex items-center gap-2 rounded-full border border-slate-300 px-4 py-2 font-semibold text-sm"
          >
            <LogOut aria-hidden="true" className="h-4 w-4" /> Sign out
          </button>
          <button
            type="button"
            onClick={() => signOut(true)}
            className="inline-flex items-center gap-2 rounded-full border border-slate-300 px-4 py-2 font-semibold text-sm"
          >
            Sign out of all devices
          </button>
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
