import type { ComponentProps } from "react";

export const LABEL_CLASS = "block font-medium text-slate-700 text-sm";

/** A field's label above it, in the site's one label look. */
export function Label({ className = "", ...props }: ComponentProps<"label">) {
  // biome-ignore lint/a11y/noLabelWithoutControl: the caller passes htmlFor
  return <label {...props} className={`${LABEL_CLASS} ${className}`.trim()} />;
}
