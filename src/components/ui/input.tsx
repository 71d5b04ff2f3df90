import type { ComponentProps } from "react";

export const INPUT_CLASS = "mt-1 block h-11 w-full rounded-md border border-slate-300 bg-white px-3 text-ink";

/** The site's text input; its own module so a form that needs only this does not load Field. */
export function Input({ className = "", ...props }: ComponentProps<"input">) {
  return <input className={`${INPUT_CLASS} ${className}`.trim()} {...props} />;
}
