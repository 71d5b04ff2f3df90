"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { postJson } from "@/components/ui/post-json";
import { toast } from "@/components/ui/toast";
import { STATUS_LABELS } from "@/domain/booking/partition";
import { nextStatuses } from "@/domain/booking/status";

export function StatusButtons({ bookingId, status }: { bookingId: string; status: string }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const next = nextStatuses(status);
  if (next.length === 0) return null;
  async function move(to: string) {
    setBusy(true);
    const res = await postJson(`/api/admin/bookings/${bookingId}/status`, { status: to });
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
      {next.map((to) => (
        <Button
          key={to}
          variant={to === "cancelled" ? "danger" : "outline"}
          size="sm"
          disabled={busy}
          onClick={() => move(to)}
        >
          Mark {STATUS_LABELS[to].toLowerCase()}
        </Button>
      ))}
    </div>
  );
}
