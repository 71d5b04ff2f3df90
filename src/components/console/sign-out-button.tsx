"use client";

import { useState } from "react";
import { postJson } from "@/components/ui/post-json";

/**
 * Sign out from a console bar (a technician's shared phone has no account page: theirs sends them
 * back to /crew). Whatever the answer, the next page is the sign-in page, loaded afresh.
 */
export function SignOutButton({ className, children }: { className: string; children: React.ReactNode }) {
  const [busy, setBusy] = useState(false);
  async function signOut() {
    setBusy(true);
    await postJson("/api/auth/sign-out", {});
    window.location.assign("/customer-login");
  }
  return (
    <button type="button" onClick={signOut} disabled={busy} aria-busy={busy} className={className}>
      {children}
    </button>
  );
}
