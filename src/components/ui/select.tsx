import type { ComponentProps } from "react";

export const SELECT_CLASS = "mt-1 block h-11 w-full rounded-md border border-slate-300 bg-white px-3 text-ink";

/**
 * The site's drop-down, the same box as Input. `options` ([value, label] pairs) for a plain list;
 * children when an option needs more (disabled, say).
 */
export function Select({
  options,
  className = "",
  children,
  ...props
}: ComponentProps<"select"> & { options?: readonly (readonly [value: string, label: string])[] }) {
  return (
    <select className={`${SELECT_CLASS} ${className}`.trim()} {...props}>
      {options?.map(([value, label]) => (
        <option key={value} value={value}>
          {label}
        </option>
      ))}
      {children}
    </select>
  );
}
