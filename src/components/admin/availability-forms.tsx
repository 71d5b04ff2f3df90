"use client";

import { useState } from "react";
import { ActionForm, usePostAction } from "@/components/admin/action-form";
import { FormError } from "@/components/admin/form-error";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { SelectField } from "@/components/ui/select-field";
import { toast } from "@/components/ui/toast";
import { CLOSURE_TIMES } from "@/domain/scheduling/capacity";

type Affected = { affected: { id: string }[] };

/** Sends one availability action; the toast names how many bookings it left without a crew. */
function useAvailabilityAction() {
  const action = usePostAction();
  async function send(body: Record<string, unknown> & { action: string }, success: string): Promise<boolean> {
    const res = await action.post<Affected>("/api/admin/availability", body);
    if (!res) return false;
    const affected = res.affected.length;
    toast.success(success, {
      description: affected
        ? `${affected} booking${affected === 1 ? "" : "s"} now without a crew: see "Bookings to move or cancel".`
        : undefined,
    });
    return true;
  }
  return { ...action, send };
}

type ActionState = ReturnType<typeof useAvailabilityAction>;

/** Where an availability form says why the server refused (the form points at it). */
function ErrorLine({ action }: { action: ActionState }) {
  return <FormError id={action.errorId} error={action.error} className="mt-2" />;
}

/**
 * The day, the hours and the reason of a closure or of a crew's time off, as both forms hold them
 * and send them (blank hours: the start or the end of the working day).
 */
export function useClosureWindow(initialReason = "") {
  const [date, setDate] = useState("");
  const [fromTime, setFrom] = useState("");
  const [toTime, setTo] = useState("");
  const [reason, setReason] = useState(initialReason);
  return {
    date,
    setDate,
    reason,
    setReason,
    hours: { fromTime, toTime, onFrom: setFrom, onTo: setTo },
    sent: { date, fromTime: fromTime || null, toTime: toTime || null, reason },
  };
}

/** Why a day or a crew is off, as the owner's list and the customers' notices show it. */
export function ReasonField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <Field label="Reason" required maxLength={200} value={value} onChange={(e) => onChange(e.currentTarget.value)} />
  );
}

/** A required date from `min` on (closures and holidays are never set in the past). */
function DateField({
  label,
  min,
  value,
  onChange,
}: {
  label: string;
  min: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field
      label={label}
      type="date"
      required
      min={min}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
}

export function ClosureForm({ areas, minDate }: { areas: { id: string; name: string }[]; minDate: string }) {
  const [area, setArea] = useState("all");
  const [crews, setCrews] = useState("0");
  const closure = useClosureWindow();
  const action = useAvailabilityAction();
  return (
    <ActionForm
      action={action}
      className="grid gap-3 rounded-xl border border-slate-200 p-4 sm:grid-cols-3"
      onSubmit={async () => {
        const saved = await action.send(
          { action: "add-closure", area, ...closure.sent, crews: Number(crews) },
          "Closure saved",
        );
        if (saved) closure.setReason("");
      }}
    >
      <SelectField
        label="Area"
        value={area}
        onChange={(e) => setArea(e.currentTarget.value)}
        options={[["all", "All areas"], ...areas.map((a) => [a.id, a.name] as const)]}
      />
      <DateField label="Date" min={minDate} value={closure.date} onChange={closure.setDate} />
      <Field
        label="Crews on duty (0 = closed)"
        type="number"
        min={0}
        max={50}
        value={crews}
        onChange={(e) => setCrews(e.currentTarget.value)}
      />
      <ClosureWindowFields {...closure.hours} />
      <ReasonField value={closure.reason} onChange={closure.setReason} />
      <div className="sm:col-span-3">
        <Button type="submit" size="md" disabled={action.busy || !closure.date || !closure.reason.trim()}>
          Close
        </Button>
        <ErrorLine action={action} />
      </div>
    </ActionForm>
  );
}

export function RemoveClosureButton({ id, label }: { id: string; label: string }) {
  const { send, busy, error } = useAvailabilityAction();
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        disabled={busy}
        aria-label={`Reopen: ${label}`}
        onClick={() => send({ action: "remove-closure", id }, "Closure removed")}
      >
        Reopen
      </Button>
      {error && (
        <span role="alert" className="text-red-800 text-sm">
          {" "}
          {error}
        </span>
      )}
    </>
  );
}

export function HolidayButton({ date, name, closed }: { date: string; name: string; closed: boolean }) {
  const { send, busy } = useAvailabilityAction();
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={busy}
      aria-label={`${closed ? "Open" : "Close"} on ${name} (${date})`}
      onClick={() =>
        send({ action: "set-holiday", date, name, closed: !closed }, closed ? `Open on ${name}` : `Closed on ${name}`)
      }
    >
      {closed ? "Open this day" : "Close this day"}
    </Button>
  );
}

export function AddHolidayForm({ minDate }: { minDate: string }) {
  const [date, setDate] = useState("");
  const [name, setName] = useState("");
  const action = useAvailabilityAction();
  return (
    <ActionForm
      action={action}
      className="flex flex-wrap items-end gap-3"
      onSubmit={async () => {
        if (await action.send({ action: "set-holiday", date, name, closed: true }, `Closed on ${name}`)) setName("");
      }}
    >
      <DateField label="Holiday date" min={minDate} value={date} onChange={setDate} />
      <Field
        label="Holiday name"
        required
        maxLength={100}
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
      />
      <Button type="submit" size="md" disabled={action.busy || !date || !name.trim()}>
        Add holiday
      </Button>
      <ErrorLine action={action} />
    </ActionForm>
  );
}

/** Where a closure starts and ends: blank for the start or the end of the working day. */
export function ClosureWindowFields(props: {
  fromTime: string;
  toTime: string;
  onFrom: (time: string) => void;
  onTo: (time: string) => void;
}) {
  return (
    <>
      <SelectField
        label="From (blank: start of day)"
        value={props.fromTime}
        onChange={(e) => props.onFrom(e.currentTarget.value)}
        options={[["", "Start of day"], ...CLOSURE_TIMES.slice(0, -1).map((t) => [t, t] as const)]}
      />
      <SelectField
        label="To (blank: end of day)"
        value={props.toTime}
        onChange={(e) => props.onTo(e.currentTarget.value)}
        options={[["", "End of day"], ...CLOSURE_TIMES.slice(1).map((t) => [t, t] as const)]}
      />
    </>
  );
}
