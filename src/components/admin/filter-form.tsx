import type { FormHTMLAttributes, ReactNode } from "react";

/**
 * A filter's select or date input: shorter than the site's form inputs, to sit in one row. A
 * filter's select stays a plain <select> inside its FilterField label rather than a SelectField:
 * the filter is a GET form the server renders, read as one compact row beside text and date
 * inputs of the same look, and it has no refusal to show under a field.
 */
export const FILTER_CONTROL = "h-10 rounded-md border border-slate-300 bg-white px-2";

/**
 * A console filter: a GET form of labelled controls in one wrapping row, ending in its submit
 * button (`submit` is its text) and whatever follows it (`after`, e.g. a link to the same view).
 */
export function FilterForm({
  submit,
  after,
  children,
  className = "",
  ...form
}: FormHTMLAttributes<HTMLFormElement> & { submit: string; after?: ReactNode }) {
  return (
    <form method="get" className={`flex flex-wrap items-end text-sm ${className}`.trim()} {...form}>
      {children}
      <button type="submit" className="h-10 rounded-md bg-brand-600 px-4 font-semibold text-white">
        {submit}
      </button>
      {after}
    </form>
  );
}

/** One labelled control of a filter (the control itself is the child, so its label names it). */
export function FilterField({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the control is `children`, inside the label
    <label className="text-sm">
      <span className="block font-medium text-slate-700">{label}</span>
      {children}
    </label>
  );
}
