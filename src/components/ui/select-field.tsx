import { type ComponentProps, type ReactNode, useId } from "react";
import { FieldError } from "./field-error";
import { Label } from "./label";
import { Select } from "./select";

/**
 * A labelled Select with its error under it, tied by aria-describedby as Field ties an input's:
 * the error's id is the select's id + "-error". `className` places the whole field,
 * `selectClassName` adds to the box, `labelClassName` to the label ("sr-only" in a row of
 * controls whose heading already says what they are).
 */
export function SelectField({
  label,
  error,
  className = "",
  selectClassName,
  labelClassName,
  ...select
}: ComponentProps<typeof Select> & {
  label: ReactNode;
  error?: string | null;
  selectClassName?: string;
  labelClassName?: string;
}) {
  const auto = useId();
  const id = select.id ?? `${auto}-select`;
  return (
    <div className={className}>
      <Label htmlFor={id} className={labelClassName}>
        {label}
      </Label>
      <Select
        {...select}
        id={id}
        className={selectClassName}
        aria-invalid={error ? true : select["aria-invalid"]}
        aria-describedby={error ? `${id}-error` : select["aria-describedby"]}
      />
      <FieldError fieldId={id} error={error} />
    </div>
  );
}
