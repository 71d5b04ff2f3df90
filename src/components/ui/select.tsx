import type { ComponentProps } from "react";
import { INPUT_CLASS } from "./input";

/** One choice of a Select: its value, its words, and whether it can be picked now. */
export type SelectOption = readonly [value: string, label: string, disabled?: boolean];

/**
 * The site's drop-down: the same box as Input (its class string comes from input.tsx, already in
 * every page's first load), with its options as [value, label, disabled?] triples. `className`
 * adds to the box (a state such as the invalid ring), never replaces it.
 */
export function Select({
  options,
  className = "",
  ...props
}: Omit<ComponentProps<"select">, "children"> & { options: readonly SelectOption[] }) {
  return (
    <select className={`${INPUT_CLASS} ${className}`.trim()} {...props}>
      {options.map(([value, label, disabled]) => (
        <option key={value} value={value} disabled={disabled}>
          {label}
        </option>
      ))}
    </select>
  );
}
