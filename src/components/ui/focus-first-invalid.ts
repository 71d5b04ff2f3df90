/**
 * Moves focus to the first field a refusal names (or marked invalid), so the visitor lands on it.
 * A module of its own: usePostAction needs it on the landing pages' calculator, and field.tsx would
 * bring every field component into their first load.
 */
export function focusFirstInvalid(form: HTMLFormElement | null, field?: string): void {
  if (!form) return;
  const named = field ? form.querySelector<HTMLElement>(`[name="${CSS.escape(field)}"]`) : null;
  (named ?? form.querySelector<HTMLElement>('[aria-invalid="true"]'))?.focus();
}
