"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import { STATUS_LABELS } from "@/domain/booking/partition";
import { nextStatuses } from "@/domain/booking/status";

/** `inSeries`: the visit belongs to a recurring series; cancelling it asks whether the series ends too. */
export function StatusButtons({
  bookingId,
  status,
  inSeries = false,
}: {
  bookingId: string;
  status: string;
  inSeries?: boolean;
}) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const next = nextStatuses(status);
  if (next.length === 0) return null;
  async function move(to: string, endSeries?: boolean) {
    setBusy(true);
    const res = await fetch(`/api/admin/bookings/${bookingId}/status`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(endSeries === undefined ? { status: to } : { status: to, endSeries }),
    });
    setBusy(false);
    const body = await res.json().catch(() => null);
    if (!res.ok) {
      toast.error("Status not changed", { description: body?.error });
      return;
    }
    toast.success(`Booking ${STATUS_LABELS[to as keyof typeof STATUS_LABELS].toLowerCase()}`);
    router.refresh();
  }
  return (
    <div className="flex flex-wrap gap-2">
      {next.map((to) =>
        to === "cancelled" && inSeries ? (
          <span key={to} className="flex flex-wrap gap-2">
            <button
              type="button"
              disabled={busy}
              onClick={() => move(to, false)}
              className="rounded-full border border-red-300 px-3 py-1 font-semibold text-red-800 text-xs"
            >
              Cancel visit, keep series
            </button>
            <button
              type="button"
              disabled={busy}
              onClick={() => move(to, true)}
              className="rounded-full border border-red-300 px-3 py-1 font-semibold text-red-800 text-xs"
            >
              Cancel visit and end series
            </button>
          </span>
        ) : (
          <button
            key={to}
            type="button"
            disabled={busy}
            onClick={() => move(to)}
            className={`rounded-full border px-3 py-1 font-semibold text-xs ${
              to === "cancelled" ? "border-red-300 text-red-800" : "border-brand-600 text-brand-700"
            }`}
          >
            Mark {STATUS_LABELS[to].toLowerCase()}
          </button>
        ),
      )}
    </div>
  );
}
