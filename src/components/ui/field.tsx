import { type ComponentProps, type ReactNode, useEffect, useId, useRef } from "react";

import { FieldError } from "./field-error";
import { Input } from "./input";
import { Label } from "./label";

export { FieldError } from "./field-error";
export { focusFirstInvalid } from "./focus-first-invalid";
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
  keepEarlyTyping = true,
  ...input
}: ComponentProps<"input"> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  /** Added to the input's own classes; `className` places the whole field. */
  inputClassName?: string;
  /** False where the form takes in what was typed before hydration itself (the booking address). */
  keepEarlyTyping?: boolean;
}) {
  const id = useId();
  const ref = useRef<HTMLInputElement>(null);
  // A page arrives before its script: what a person types then is in the input but not in the
  // form's state, and the next render would put the state back. Handed to the form's onChange once,
  // as the page hydrates: the value goes in through React's tracker and the typed text past it, so
  // the input event reads as a change.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on hydration
  useEffect(() => {
    const el = ref.current;
    if (!keepEarlyTyping || !el || input.value === undefined || !input.onChange) return;
    const typed = el.value;
    if (typed === String(input.value)) return;
    el.value = String(input.value);
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(el, typed);
    el.dispatchEvent(new Event("input", { bubbles: true }));
  }, []);
  const inputId = input.id ?? `${id}-input`;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [...new Set([input["aria-describedby"], hintId, errorId].filter(Boolean))].join(" ") || undefined;
  return (
    <div className={className}>
      <Label htmlFor={inputId}>{label}</Label>
      <Input
        {...input}
        ref={ref}
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
