"use client";

import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { INPUT_CLASS } from "@/components/ui/field";
import { postJson } from "@/components/ui/post-json";
import { toast } from "@/components/ui/toast";
import { formatDateLong, formatTime } from "@/domain/scheduling/schedule";

/** Moves a stranded booking to an open start of its area (the customer is emailed the new time). */
export function MoveBookingForm({
  bookingId,
  openDays,
}: {
  bookingId: string;
  openDays: { date: string; starts: string[] }[];
}) {
  const id = useId();
  const router = useRouter();
  const [date, setDate] = useState("");
  const [time, setTime] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  const starts = openDays.find((d) => d.date === date)?.starts ?? [];
  async function move(e: React.FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError("");
    const res = await postJson(`/api/admin/bookings/${bookingId}/move`, {
      appointmentDate: date,
      appointmentTime: time,
    });
    setBusy(false);
    if (!res.ok) {
      setError(res.error);
      return;
    }
    toast.success("Booking moved", { description: "The customer was emailed the new time." });
    router.refresh();
  }
  return (
    <form
      onSubmit={move}
      className="mt-3 flex flex-wrap items-end gap-2"
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <div>
        <label htmlFor={`${id}-date`} className="block font-medium text-slate-700 text-sm">
          Move to
        </label>
        <select
          id={`${id}-date`}
          value={date}
          onChange={(e) => {
            setDate(e.currentTarget.value);
            setTime("");
          }}
          className={INPUT_CLASS}
        >
          <option value="">Choose a date</option>
          {openDays.map((d) => (
            <option key={d.date} value={d.date}>
              {formatDateLong(d.date)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-time`} className="block font-medium text-slate-700 text-sm">
          Start
        </label>
        <select id={`${id}-time`} value={time} onChange={(e) => setTime(e.currentTarget.value)} className={INPUT_CLASS}>
          <option value="">Choose</option>
          {starts.map((t) => (
            <option key={t} value={t}>
              {formatTime(t)}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" size="md" disabled={busy || !date || !time}>
        Move booking
      </Button>
      {error && (
        <p id={`${id}-error`} role="alert" className="w-full text-red-800 text-sm">
          {error}
        </p>
      )}
    </form>
  );
}
