import { dismissToasts } from "./toast";

/**
 * Clears what a success left on screen when the visitor moves on to the next step (issue 35): the
 * toasts, and the price reveal's confetti if it is still falling. Nothing is fetched for a page
 * that never celebrated: canvas-confetti draws on one canvas it appends to <body>, so the module
 * is already loaded whenever that canvas exists. Its own module, so pages that only toast do not
 * carry it.
 */
export function quietAfterSuccess(): void {
  dismissToasts();
  if (document.querySelector("body > canvas")) void import("canvas-confetti").then((m) => m.default.reset());
}
