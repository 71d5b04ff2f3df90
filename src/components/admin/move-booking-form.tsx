"use client";

import { useState } from "react";
import { FormError } from "@/components/admin/form-error";
import { Button } from "@/components/ui/button";
import { ActionForm, usePostAction } from "@/components/ui/post-action";
import { SelectField } from "@/components/ui/select-field";
import { toast } from "@/components/ui/toast";
import { MOVE_REASONS } from "@/domain/booking/move-reasons";
import { formatDateLong, formatTime } from "@/domain/scheduling/schedule";

/** Moves a stranded booking to an open start of its area (the customer is emailed the new time). */
export function MoveBookingForm({
  bookingId,
  openDays,
}: {
  bookingId: string;
  openDays: { date: string; starts: string[] }[];
}) {
  const action = usePostAction();
  const [date, setDate] = useState("");
  const [time, setTime] = useState("");
  const [reason, setReason] = useState("");
  const starts = openDays.find((d) => d.date === date)?.starts ?? [];
  async function move() {
    const res = await action.post(`/api/admin/bookings/${bookingId}/move`, {
      appointmentDate: date,
      appointmentTime: time,
      ...(reason ? { reason } : {}),
    });
    if (res) toast.success("Booking moved", { description: "The customer was emailed the new time." });
  }
  return (
    <ActionForm action={action} onSubmit={move} className="mt-3 flex flex-wrap items-end gap-2">
      <SelectField
        label="Move to"
        value={date}
        onChange={(e) => {
          setDate(e.currentTarget.value);
          setTime("");
        }}
        options={[["", "Choose a date"], ...openDays.map((d) => [d.date, formatDateLong(d.date)] as const)]}
      />
      <SelectField
        label="Start"
        value={time}
        onChange={(e) => setTime(e.currentTarget.value)}
        options={[["", "Choose"], ...starts.map((t) => [t, formatTime(t)] as const)]}
      />
      <SelectField
        label="Why"
        value={reason}
        onChange={(e) => setReason(e.currentTarget.value)}
        options={[["", "No reason given"], ...MOVE_REASONS.map((r) => [r.id, r.label] as const)]}
      />
      <Button type="submit" size="md" disabled={action.busy || !date || !time}>
        Move booking
      </Button>
      <FormError id={action.errorId} error={action.error} className="w-full" />
    </ActionForm>
  );
}
