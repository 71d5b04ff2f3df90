/** A console form's refusal, announced as it appears; the form points at it by `id` (aria-describedby). */
export function FormError({ id, error, className = "" }: { id: string; error: string; className?: string }) {
  return error ? (
    <p id={id} role="alert" className={`text-red-800 text-sm ${className}`.trim()}>
      {error}
    </p>
  ) : null;
}
