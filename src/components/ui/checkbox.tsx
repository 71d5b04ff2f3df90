import type { ReactNode } from "react";

/**
 * A checkbox with its sentence as the label: the whole line is the click target and the box stays
 * its size next to a long sentence.
 */
export function Checkbox({
  checked,
  onChange,
  className = "",
  boxClassName = "",
  children,
}: {
  checked: boolean;
  onChange(checked: boolean): void;
  /** The label's layout (margin, alignment, text size). */
  className?: string;
  /** The box's own offset, e.g. to sit on the first line of a wrapped sentence. */
  boxClassName?: string;
  children: ReactNode;
}) {
  return (
    <label className={`flex gap-3 ${className}`.trim()}>
      <input
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.currentTarget.checked)}
        className={`h-5 w-5 shrink-0 accent-brand-600 ${boxClassName}`.trim()}
      />
      {children}
    </label>
  );
}
