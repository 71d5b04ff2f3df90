"use client";

import { useRouter } from "next/navigation";
import { type FormHTMLAttributes, type RefObject, useEffect, useId, useRef, useState } from "react";
import { focusFirstInvalid } from "./focus-first-invalid";
import { type Posted, postJson, type Refused } from "./post-json";

export type FieldErrors = Record<string, string[] | undefined>;

interface RunOptions {
  /** This request's own choice of sentence (a button whose refusal is a toast, say), over the hook's. */
  refusal?: (res: Refused) => string;
  /** False for a request that only asks (a preview), or a page with no server data to read again. */
  refresh?: boolean;
  /** What else a refusal undoes on screen (a card shown moved before the answer goes back). */
  onRefused?: (res: Refused) => void;
  /** A success the caller leaves the page on (Stripe's): busy stays on until the page goes, no refresh. */
  leaves?: boolean;
}

/** The first field's sentence when a refusal names one, else the refusal's: for a form with one error line. */
export const firstFieldError = (res: Refused) => Object.values(res.fieldErrors ?? {})[0]?.[0] ?? res.error;

/** The refusal's sentence only when it names no field: a form that shows each field's sentence beside it. */
export const unlessFieldErrors = (res: Refused) => (Object.keys(res.fieldErrors ?? {}).length > 0 ? "" : res.error);

/**
 * One form's (or button's) requests to a JSON route: busy while one is on the wire, the refusal's
 * sentence kept for the form to show and each field's sentence for its field (what was typed stays
 * in the fields), and after a success the page's server data read again. `post` answers the
 * route's success body, or null on a refusal. `refusal` picks the form's sentence (the refusal's own
 * by default).
 *
 * A refusal that names fields moves focus to the first field marked invalid once the render that
 * marks it is on screen, so a screen reader reads that field with its sentence. The step waits
 * for that commit: a focus scheduled before it (a requestAnimationFrame after setState) could run
 * first, find no field invalid and leave focus on the Save button.
 */
export function usePostAction(refusal: (res: Refused) => string = (res) => res.error) {
  const router = useRouter();
  const errorId = `${useId()}-error`;
  const formRef = useRef<HTMLFormElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [refusedFields, setRefusedFields] = useState(0);
  useEffect(() => {
    if (refusedFields > 0) focusFirstInvalid(formRef.current);
  }, [refusedFields]);

  /** Any request that answers as postJson does (postBytes' upload, say), with this action's state. */
  async function run<T extends object = object>(send: () => Promise<Posted<T>>, init: RunOptions = {}) {
    setBusy(true);
    setError("");
    setFieldErrors({});
    const res = await send();
    if (!res.ok || !init.leaves) setBusy(false);
    if (!res.ok) {
      const fields = res.fieldErrors ?? {};
      setFieldErrors(fields);
      setError((init.refusal ?? refusal)(res));
      if (Object.keys(fields).length > 0) setRefusedFields((n) => n + 1);
      init.onRefused?.(res);
      return null;
    }
    if (init.refresh !== false && !init.leaves) router.refresh();
    return res;
  }
  async function post<T extends object = object>(
    url: string,
    body: unknown,
    init: RunOptions & { method?: "POST" | "PUT" | "PATCH" | "DELETE" } = {},
  ) {
    return run(() => postJson<T>(url, body, { method: init.method }), init);
  }
  /** A field's sentence from the last refusal, for Field's `error`. */
  const fieldError = (name: string) => fieldErrors[name]?.[0] ?? null;
  /** Each refused field's first sentence, for a form that hands its fields one map. */
  const fieldMessages: Record<string, string> = Object.fromEntries(
    Object.entries(fieldErrors).flatMap(([name, said]) => (said?.[0] ? [[name, said[0]]] : [])),
  );
  /** A field typed into again is no longer marked: its sentence was about the old value. */
  const clearFieldError = (name: string) =>
    setFieldErrors((fields) => (fields[name] ? { ...fields, [name]: undefined } : fields));
  /** A check the browser makes before asking (a required field): said and focused as a refusal is. */
  function refuse(fields: Record<string, string[]>, message = "") {
    setError(message);
    setFieldErrors(fields);
    setRefusedFields((n) => n + 1);
  }
  return {
    post,
    run,
    refuse,
    busy,
    error,
    errorId,
    fieldErrors,
    fieldError,
    fieldMessages,
    clearFieldError,
    setError,
    formRef,
  };
}

export type PostAction = ReturnType<typeof usePostAction>;

/**
 * A console form that never reloads the page, described by its action's error line (a FormError
 * with the action's errorId) once there is one. It hands its element to the action, which moves
 * focus to the first invalid field after a refusal.
 */
export function ActionForm({
  action,
  onSubmit,
  ...form
}: Omit<FormHTMLAttributes<HTMLFormElement>, "onSubmit" | "action"> & {
  action: { error: string; errorId: string; formRef?: RefObject<HTMLFormElement | null> };
  /** Given the form, for a caller that reads its fields (new FormData(form)). */
  onSubmit: (form: HTMLFormElement) => unknown;
}) {
  return (
    <form
      {...form}
      ref={action.formRef}
      aria-describedby={action.error ? action.errorId : undefined}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit(e.currentTarget);
      }}
    />
  );
}
