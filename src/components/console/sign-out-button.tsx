"use client";

import { useState } from "react";
import { outboxStore } from "@/components/crew/offline/outbox-store";
import { forgetPhone } from "@/components/crew/offline/phone";
import { usePostAction } from "@/components/ui/post-action";

/**
 * Sign out from a console bar (a technician's shared phone has no account page: theirs sends them
 * back to /crew). Whatever the answer, the next page is the sign-in page, loaded afresh. The crew
 * app's copy of the day and its outbox go with the session (decision 0033); work still waiting to
 * be sent is named first, so it is not thrown away by a slip of the thumb.
 */
export function SignOutButton({ className, children }: { className: string; children: React.ReactNode }) {
  const action = usePostAction();
  // Busy from the first tap: forgetting the phone's copy comes before the request.
  const [leaving, setLeaving] = useState(false);
  async function signOut() {
    const waiting = await outboxStore
      .all()
      .then((items) => items.filter((i) => i.state === "waiting").length)
      .catch(() => 0);
    if (
      waiting > 0 &&
      !window.confirm(`${waiting} thing(s) you did are still waiting to send. Sign out and lose them on this phone?`)
    )
      return;
    setLeaving(true);
    await forgetPhone().catch(() => {});
    await action.post("/api/auth/sign-out", {}, { leaves: true });
    window.location.assign("/customer-login");
  }
  return (
    <button type="button" onClick={signOut} disabled={leaving} aria-busy={leaving} className={className}>
      {children}
    </button>
  );
}
