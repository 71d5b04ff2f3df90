import { type SelectHTMLAttributes, useId } from "react";
import { Options } from "@/components/admin/options";
import { INPUT_CLASS } from "@/components/ui/field";

/**
 * A labelled select of the console's forms, laid out as the site's Field (label above, the
 * site's input look). `choices` are [value, label] pairs, the blank or "all" choice first.
 */
export function SelectField({
  label,
  choices,
  ...select
}: SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  choices: readonly (readonly [value: string, label: string])[];
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block font-medium text-slate-700 text-sm">
        {label}
      </label>
      <select {...select} id={id} className={INPUT_CLASS}>
        <Options items={choices} />
      </select>
    </div>
  );
}
