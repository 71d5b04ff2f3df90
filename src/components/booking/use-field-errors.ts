import { type RefObject, useState } from "react";
import { focusFirstInvalid } from "@/components/ui/field";

export type FieldErrors = Record<string, string>;

/** What a field of the booking form carries so its error is announced with it (Field's own ids). */
export interface FieldIds {
  id: string;
  name: string;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
}

/**
 * The booking form's per-field messages: a refusal's fieldErrors (the route's keys, "address.zip",
 * "phone") shown under their fields, and focus moved to the first one the refusal names.
 */
export function useFieldErrors(form: RefObject<HTMLFormElement | null>, formId: string) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const fieldId = (name: string) => `${formId}-${name}`;
  return {
    errors,
    fieldId,
    clear: () => setErrors({}),
    /** Shows a refusal's field messages (the first of each; `fallback` where one is blank) and returns them. */
    show(fieldErrors: Record<string, string[]> | undefined, fallback: string): FieldErrors {
      const next: FieldErrors = {};
      for (const [key, messages] of Object.entries(fieldErrors ?? {})) next[key] = messages[0] ?? fallback;
      setErrors(next);
      // After React paints aria-invalid: the visitor lands on the field the message names.
      requestAnimationFrame(() => focusFirstInvalid(form.current, Object.keys(next)[0]));
      return next;
    },
    fieldProps: (name: string): FieldIds => ({
      id: fieldId(name),
      name,
      "aria-invalid": errors[name] ? true : undefined,
      "aria-describedby": errors[name] ? `${fieldId(name)}-error` : undefined,
    }),
  };
}

export type FieldErrorState = ReturnType<typeof useFieldErrors>;
