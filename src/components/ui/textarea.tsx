import type { ComponentProps } from "react";

export const TEXTAREA_CLASS = "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-ink";

/** The site's multi-line text box, the same border and type as Input. */
export function Textarea({ className = "", ...props }: ComponentProps<"textarea">) {
  return <textarea className={`${TEXTAREA_CLASS} ${className}`.trim()} {...props} />;
}
