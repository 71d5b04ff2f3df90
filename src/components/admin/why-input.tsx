import { INPUT_CLASS } from "@/components/ui/field";

/**
 * The reason an owner's correction or money action asks for, on one line beside its button: the
 * placeholder shows the question and a label says it to screen readers.
 */
export function WhyInput({
  id,
  value,
  onChange,
  maxLength,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
}) {
  return (
    <>
      <label htmlFor={id} className="sr-only">
        Why
      </label>
      <input
        id={id}
        className={`${INPUT_CLASS} w-48`}
        placeholder="Why"
        maxLength={maxLength}
        required
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
    </>
  );
}
