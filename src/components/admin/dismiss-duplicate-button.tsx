"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { postJson } from "@/components/ui/post-json";
import { toast } from "@/components/ui/toast";

/** The owner's answer to a flagged pair: these are two real visits, stop flagging them. */
export function DismissDuplicateButton({ bookings }: { bookings: readonly [string, string] }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  async function dismiss() {
    setBusy(true);
    const res = await postJson("/api/admin/duplicates", { bookings });
    setBusy(false);
    if (!res.ok) {
      toast.error("Not marked", { description: res.error });
      return;
    }
    toast.success("Marked as not a duplicate");
    router.refresh();
  }
  return (
    <Button variant="quiet" size="sm" disabled={busy} onClick={dismiss}>
      Not a duplicate
    </Button>
  );
}
