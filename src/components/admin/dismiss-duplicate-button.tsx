"use client";

import { Button } from "@/components/ui/button";
import { usePostAction } from "@/components/ui/post-action";
import { toast } from "@/components/ui/toast";

/** The owner's answer to a flagged pair: these are two real visits, stop flagging them. */
export function DismissDuplicateButton({ bookings }: { bookings: readonly [string, string] }) {
  // A button without a form: the refusal is said in a toast, as the success is.
  const action = usePostAction((res) => {
    toast.error("Not marked", { description: res.error });
    return "";
  });
  async function dismiss() {
    if (await action.post("/api/admin/duplicates", { bookings })) toast.success("Marked as not a duplicate");
  }
  return (
    <Button variant="quiet" size="sm" disabled={action.busy} onClick={dismiss}>
      Not a duplicate
    </Button>
  );
}
