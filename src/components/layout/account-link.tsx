"use client";

import { usePathname } from "next/navigation";
import { useSyncExternalStore } from "react";
import Link from "@/components/ui/link";
import { hasSignedInHint } from "@/domain/accounts/signed-in-cookie";

const noSubscription = () => () => {};

/**
 * The header's account link: a tiny island, so prerendered pages stay the same for everyone and
 * the browser swaps "Sign in" for "My account" from a non-secret cookie the auth routes keep in
 * step with the session. Reading the path re-renders it after each navigation (sign-in, sign-out).
 */
export function AccountLink({ className }: { className?: string }) {
  usePathname();
  const signedIn = useSyncExternalStore(
    noSubscription,
    () => hasSignedInHint(document.cookie),
    () => false,
  );
  return (
    <Link href={signedIn ? "/customer-dashboard" : "/customer-login"} className={className} data-testid="account-link">
      {signedIn ? "My account" : "Sign in"}
    </Link>
  );
}
