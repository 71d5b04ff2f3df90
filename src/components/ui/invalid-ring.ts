/**
 * The red ring a field wears while aria-invalid="true", for forms that mark the field a refusal
 * names without printing a message under it (the calculator, the booking form). A module of its
 * own: input.tsx is in every page's first load (the footer's newsletter form) and this is not.
 */
export const INVALID_RING_CLASS =
  "aria-[invalid=true]:border-red-600 aria-[invalid=true]:ring-2 aria-[invalid=true]:ring-red-200";
