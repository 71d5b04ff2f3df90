/**
 * Clears what a success left on screen when the visitor moves on to the next step: the
 * toasts, and the price reveal's confetti if it is still falling. Both modules come from the
 * browser's cache when the reveal used them. canvas-confetti draws on one canvas it appends to
 * <body>, so it is only asked for while that canvas exists. Its own module, so the landing pages,
 * which only toast, do not carry it.
 */
export function quietAfterSuccess(): void {
  void import("sonner").then(({ toast }) => toast.dismiss());
  if (document.querySelector("body > canvas")) void import("canvas-confetti").then((m) => m.default.reset());
}
