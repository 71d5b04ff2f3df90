"use client";

import { useRouter } from "next/navigation";
import { type FormHTMLAttributes, useId, useState } from "react";
import { postJson, type Refused } from "@/components/ui/post-json";

/** The first field's sentence when a refusal names one, else the refusal's: for a form with one error line. */
export const firstFieldError = (res: Refused) => Object.values(res.fieldErrors ?? {})[0]?.[0] ?? res.error;

/**
 * One console form's requests to a JSON route: busy while one is on the wire, the refusal's
 * sentence kept for the form to show (what was typed stays in the fields), and after a success
 * the page's server data read again. `post` answers the route's success body, or null on a
 * refusal. `refusal` picks the sentence (the refusal's own by default).
 */
export function usePostAction(refusal: (res: Refused) => string = (res) => res.error) {
  const router = useRouter();
  const errorId = `${useId()}-error`;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  async function post<T extends object = object>(url: string, body: unknown) {
    setBusy(true);
    setError("");
    const res = await postJson<T>(url, body);
    setBusy(false);
    if (!res.ok) {
      setError(refusal(res));
      return null;
    }
    router.refresh();
    return res;
  }
  return { post, busy, error, errorId };
}

/**
 * A console form that never reloads the page, described by its action's error line (a FormError
 * with the action's errorId) once there is one.
 */
export function ActionForm({
  action,
  onSubmit,
  ...form
}: Omit<FormHTMLAttributes<HTMLFormElement>, "onSubmit" | "action"> & {
  action: { error: string; errorId: string };
  onSubmit: () => unknown;
}) {
  return (
    <form
      {...form}
      aria-describedby={action.error ? action.errorId : undefined}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    />
  );
}
