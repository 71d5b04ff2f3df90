"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { postJson } from "@/components/ui/post-json";
import { toast } from "@/components/ui/toast";
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
    const res = await postJson(
      `/api/admin/bookings/${bookingId}/status`,
      endSeries === undefined ? { status: to } : { status: to, endSeries },
    );
    setBusy(false);
    if (!res.ok) {
      toast.error("Status not changed", { description: res.error });
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
            <Button variant="danger" size="sm" disabled={busy} onClick={() => move(to, false)}>
              Cancel visit, keep series
            </Button>
            <Button variant="danger" size="sm" disabled={busy} onClick={() => move(to, true)}>
              Cancel visit and end series
            </Button>
          </span>
        ) : (
          <Button
            key={to}
            variant={to === "cancelled" ? "danger" : "outline"}
            size="sm"
            disabled={busy}
            onClick={() => move(to)}
          >
            Mark {STATUS_LABELS[to].toLowerCase()}
          </Button>
        ),
      )}
    </div>
  );
}
