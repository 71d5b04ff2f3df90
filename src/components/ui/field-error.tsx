/**
 * The sentence under a field that says what is wrong with it. Its id is the field's id + "-error",
 * the id the field's aria-describedby names, so a screen reader reads it with the field.
 */
export function FieldError({ fieldId, error }: { fieldId: string; error?: string | null }) {
  return error ? (
    <p id={`${fieldId}-error`} className="mt-1 text-red-800 text-sm">
      {error}
    </p>
  ) : null;
}
