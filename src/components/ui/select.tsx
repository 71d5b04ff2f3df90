import type { ComponentProps } from "react";
import { INPUT_CLASS } from "./input";

/**
 * The site's drop-down: the same box as Input (its class string comes from input.tsx, already in
 * every page's first load), with its options as [value, label] pairs.
 */
export function Select({
  options,
  ...props
}: Omit<ComponentProps<"select">, "children" | "className"> & {
  options: readonly (readonly [value: string, label: string])[];
}) {
  return (
    <select className={INPUT_CLASS} {...props}>
      {options.map(([value, label]) => (
        <option key={value} value={value}>
          {label}
        </option>
      ))}
    </select>
  );
}
