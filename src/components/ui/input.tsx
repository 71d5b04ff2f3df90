import type { ComponentProps } from "react";

export const INPUT_CLASS = "mt-1 block h-11 w-full rounded-md border border-slate-300 bg-white px-3 text-ink";

/**
 * The red ring a field wears while aria-invalid="true", for forms that mark the field a refusal
 * names without printing a message under it (the calculator, the booking form).
 */
export const INVALID_RING_CLASS =
  "aria-[invalid=true]:border-red-600 aria-[invalid=true]:ring-2 aria-[invalid=true]:ring-red-200";

/** The site's text input; its own module so a form that needs only this does not load Field. */
export function Input({ className = "", ...props }: ComponentProps<"input">) {
  return <input className={`${INPUT_CLASS} ${className}`.trim()} {...props} />;
}
