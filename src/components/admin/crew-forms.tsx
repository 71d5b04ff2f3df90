"use client";

import { useState } from "react";
import { ActionForm, usePostAction } from "@/components/admin/action-form";
import { ClosureWindowFields, ReasonField, useClosureWindow } from "@/components/admin/availability-forms";
import { FormError } from "@/components/admin/form-error";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { SelectField } from "@/components/ui/select-field";
import { toast } from "@/components/ui/toast";
import { WEEKDAY_NAMES } from "@/domain/scheduling/schedule";

/** Sends one crew action; a refusal's sentence (with the jobs it names) stays under the form. */
function useCrewAction() {
  const action = usePostAction();
  async function send(body: Record<string, unknown>, success: string): Promise<boolean> {
    if (!(await action.post("/api/admin/crews", body))) return false;
    toast.success(success);
    return true;
  }
  return { ...action, send };
}

/** Seven checkboxes, Sunday first, kept as the stored 0/1 string. */
function WeekdayBoxes({ legend, value, onChange }: { legend: string; value: string; onChange: (v: string) => void }) {
  return (
    <fieldset>
      <legend className="font-medium text-slate-700 text-sm">{legend}</legend>
      <div className="mt-1 flex flex-wrap gap-3">
        {WEEKDAY_NAMES.map((day, i) => (
          <label key={day} className="flex items-center gap-1 text-sm">
            <input
              type="checkbox"
              checked={value[i] === "1"}
              onChange={(e) => {
                const on = e.currentTarget.checked ? "1" : "0";
                onChange(value.slice(0, i) + on + value.slice(i + 1));
              }}
            />
            {day.slice(0, 3)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function CreateCrewForm({ areas, area }: { areas: { id: string; name: string }[]; area: string }) {
  const [name, setName] = useState("");
  const [where, setWhere] = useState(area);
  const [weekdays, setWeekdays] = useState("0111110");
  const [phone, setPhone] = useState("");
  const action = useCrewAction();
  return (
    <ActionForm
      action={action}
      className="grid gap-3 rounded-xl border border-slate-200 p-4 sm:grid-cols-3"
      onSubmit={async () => {
        if (await action.send({ action: "create", name, area: where, weekdays, phone }, `${name} added`)) setName("");
      }}
    >
      <Field label="Crew name" required maxLength={60} value={name} onChange={(e) => setName(e.currentTarget.value)} />
      <SelectField
        label="Area"
        value={where}
        onChange={(e) => setWhere(e.currentTarget.value)}
        options={areas.map((a) => [a.id, a.name] as const)}
      />
      <Field
        label="Crew phone (optional)"
        type="tel"
        maxLength={30}
        value={phone}
        onChange={(e) => setPhone(e.currentTarget.value)}
      />
      <div className="sm:col-span-3">
        <WeekdayBoxes legend="Works on" value={weekdays} onChange={setWeekdays} />
      </div>
      <div className="sm:col-span-3">
        <Button type="submit" size="md" disabled={action.busy || !name.trim()}>
          Add crew
        </Button>
        <FormError id={action.errorId} error={action.error} className="mt-2" />
      </div>
    </ActionForm>
  );
}

export function EditCrewForm({
  crew,
}: {
  crew: { id: string; name: string; weekdays: string; phone: string | null; active: boolean };
}) {
  const [weekdays, setWeekdays] = useState(crew.weekdays);
  const [phone, setPhone] = useState(crew.phone ?? "");
  const [active, setActive] = useState(crew.active);
  const action = useCrewAction();
  return (
    <ActionForm
      action={action}
      className="space-y-3"
      aria-label={`Change ${crew.name}`}
      onSubmit={() => action.send({ action: "update", id: crew.id, weekdays, phone, active }, `${crew.name} saved`)}
    >
      <WeekdayBoxes legend={`${crew.name} works on`} value={weekdays} onChange={setWeekdays} />
      <Field
        label={`${crew.name}'s phone`}
        type="tel"
        maxLength={30}
        value={phone}
        onChange={(e) => setPhone(e.currentTarget.value)}
      />
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={active} onChange={(e) => setActive(e.currentTarget.checked)} />
        {crew.name} is working (untick to stop giving it jobs)
      </label>
      <Button type="submit" size="md" variant="outline" disabled={action.busy}>
        Save {crew.name}
      </Button>
      <FormError id={action.errorId} error={action.error} />
    </ActionForm>
  );
}

export function CrewOffForm({ crewId, crewName, minDate }: { crewId: string; crewName: string; minDate: string }) {
  const off = useClosureWindow("Off sick");
  const action = useCrewAction();
  return (
    <ActionForm
      action={action}
      className="grid gap-3 sm:grid-cols-2"
      aria-label={`Time off for ${crewName}`}
      onSubmit={() => action.send({ action: "off", id: crewId, ...off.sent }, `${crewName} is off on ${off.date}`)}
    >
      <Field
        label={`${crewName} off on`}
        type="date"
        required
        min={minDate}
        value={off.date}
        onChange={(e) => off.setDate(e.currentTarget.value)}
      />
      <ReasonField value={off.reason} onChange={off.setReason} />
      <ClosureWindowFields {...off.hours} />
      <div className="sm:col-span-2">
        <Button type="submit" size="md" variant="outline" disabled={action.busy || !off.date || !off.reason.trim()}>
          Take {crewName} off
        </Button>
        <FormError id={action.errorId} error={action.error} className="mt-2" />
      </div>
    </ActionForm>
  );
}

/** Invites a technician into the crew: the email carries a link to set their password. */
export function InviteTechnicianForm({ crewId, crewName }: { crewId: string; crewName: string }) {
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const action = usePostAction();
  return (
    <ActionForm
      action={action}
      className="grid gap-3 sm:grid-cols-2"
      aria-label={`Invite a technician to ${crewName}`}
      onSubmit={async () => {
        if (!(await action.post(`/api/admin/crews/${crewId}/invite`, { name, email }))) return;
        toast.success(`Invitation sent to ${email}`);
        setName("");
        setEmail("");
      }}
    >
      <Field
        label="Technician's name"
        required
        maxLength={100}
        autoComplete="off"
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
      />
      <Field
        label="Technician's email"
        type="email"
        required
        maxLength={254}
        autoComplete="off"
        value={email}
        onChange={(e) => setEmail(e.currentTarget.value)}
      />
      <div className="sm:col-span-2">
        <Button type="submit" size="md" variant="outline" disabled={action.busy || !name.trim() || !email.trim()}>
          Invite to {crewName}
        </Button>
        <FormError id={action.errorId} error={action.error} className="mt-2" />
      </div>
    </ActionForm>
  );
}

/**
 * Where the crew starts its day (decision 0043): an address placed by its ZIP's centre, used for
 * the day's first drive; both fields empty, the business's address again.
 */
export function CrewStartForm({ crew }: { crew: { id: string; name: string; startAddress: string | null } }) {
  const saved = crew.startAddress?.match(/^(.*), (\d{5})$/);
  const [address, setAddress] = useState(saved?.[1] ?? "");
  const [zip, setZip] = useState(saved?.[2] ?? "");
  const action = useCrewAction();
  return (
    <ActionForm
      action={action}
      className="grid gap-3 sm:grid-cols-[1fr_8rem]"
      aria-label={`Where ${crew.name} starts`}
      onSubmit={() =>
        action.send(
          { action: "start", id: crew.id, address: address.trim(), zip: zip.trim() },
          address.trim() ? `${crew.name} starts at ${address.trim()}` : `${crew.name} starts at the business's address`,
        )
      }
    >
      <Field
        label={`${crew.name} starts the day at (street and city)`}
        maxLength={200}
        autoComplete="off"
        hint="Empty: the business's address."
        value={address}
        onChange={(e) => setAddress(e.currentTarget.value)}
      />
      <Field
        label="ZIP"
        inputMode="numeric"
        maxLength={5}
        autoComplete="off"
        value={zip}
        onChange={(e) => setZip(e.currentTarget.value)}
      />
      <div className="sm:col-span-2">
        <Button type="submit" size="md" variant="outline" disabled={action.busy}>
          Save {crew.name}&apos;s start
        </Button>
        <FormError id={action.errorId} error={action.error} className="mt-2" />
      </div>
    </ActionForm>
  );
}
