"use client";

import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { FormError } from "@/components/admin/form-error";
import { Button } from "@/components/ui/button";
import { INPUT_CLASS } from "@/components/ui/field";
import { postJson } from "@/components/ui/post-json";
import { toast } from "@/components/ui/toast";

/** Gives a booked job to another crew of its area; the server refuses a crew that is busy then. */
export function ReassignCrewForm({
  bookingId,
  crewId,
  crews,
}: {
  bookingId: string;
  crewId: string;
  crews: { id: string; name: string }[];
}) {
  const id = useId();
  const router = useRouter();
  const [choice, setChoice] = useState(crewId);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  async function reassign(e: React.FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError("");
    const res = await postJson<{ crew: string }>(`/api/admin/bookings/${bookingId}/crew`, { crewId: choice });
    setBusy(false);
    if (!res.ok) {
      setError(res.error);
      return;
    }
    toast.success(`Job given to ${res.crew}`);
    router.refresh();
  }
  return (
    <form
      onSubmit={reassign}
      className="mt-1 flex flex-wrap items-end gap-1 print:hidden"
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <label htmlFor={`${id}-crew`} className="sr-only">
        Crew for this job
      </label>
      <select
        id={`${id}-crew`}
        className={`${INPUT_CLASS} w-auto`}
        value={choice}
        onChange={(e) => setChoice(e.currentTarget.value)}
      >
        {crewId === "" && <option value="">Choose a crew</option>}
        {crews.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </select>
      <Button type="submit" variant="outline" size="sm" disabled={busy || !choice || choice === crewId}>
        Reassign
      </Button>
      <FormError id={`${id}-error`} error={error} className="w-full" />
    </form>
  );
}
