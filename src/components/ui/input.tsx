import type { ComponentProps } from "react";

export const INPUT_CLASS = "mt-1 block h-11 w-full rounded-md border border-slate-300 bg-white px-3 text-ink";

/** A button that sits beside an input, as tall as it ("Show" password, "Use my location"); add a gap. */
export const INPUT_BUTTON_CLASS =
  "inline-flex h-11 shrink-0 items-center rounded-md border border-slate-300 px-3 text-sm hover:bg-slate-50 disabled:opacity-60";

/** The site's text input; its own module so a form that needs only this does not load Field. */
export function Input({ className = "", ...props }: ComponentProps<"input">) {
  return <input className={`${INPUT_CLASS} ${className}`.trim()} {...props} />;
}
