import { type ComponentProps, type ReactNode, useId } from "react";

import { FieldError } from "./field-error";
import { Input } from "./input";
import { Label } from "./label";

export { FieldError } from "./field-error";
export { INPUT_CLASS, Input } from "./input";
export { INVALID_RING_CLASS } from "./invalid-ring";

/**
 * A labelled input with its hint and error tied to it by aria-describedby, so a screen reader
 * reads the rule and the problem with the field. `error` also sets aria-invalid; a form that
 * refuses focuses the first field with aria-invalid="true". Without `error`, an aria-invalid the
 * caller passes stays (a form that marks the field and says why elsewhere, in a toast).
 * The hint and error ids are the input's id + "-hint"/"-error", so a form that names a field's
 * error elsewhere (aria-describedby it set itself) points at the same element.
 */
export function Field({
  label,
  hint,
  error,
  className = "",
  inputClassName,
  ...input
}: ComponentProps<"input"> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  /** Added to the input's own classes; `className` places the whole field. */
  inputClassName?: string;
}) {
  const id = useId();
  const inputId = input.id ?? `${id}-input`;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [...new Set([input["aria-describedby"], hintId, errorId].filter(Boolean))].join(" ") || undefined;
  return (
    <div className={className}>
      <Label htmlFor={inputId}>{label}</Label>
      <Input
        {...input}
        id={inputId}
        className={inputClassName}
        aria-describedby={describedBy}
        aria-invalid={error ? true : input["aria-invalid"]}
      />
      {hint ? (
        <p id={hintId} className="mt-1 text-slate-600 text-xs">
          {hint}
        </p>
      ) : null}
      <FieldError fieldId={inputId} error={error} />
    </div>
  );
}

/** Moves focus to the first field a refusal names (or marked invalid), so the visitor lands on it. */
export function focusFirstInvalid(form: HTMLFormElement | null, field?: string): void {
  if (!form) return;
  const named = field ? form.querySelector<HTMLElement>(`[name="${CSS.escape(field)}"]`) : null;
  (named ?? form.querySelector<HTMLElement>('[aria-invalid="true"]'))?.focus();
}
