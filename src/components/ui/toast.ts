// The site's toasts without sonner in first-load JavaScript (content pages carry ~10 KB
// gzip less). sonner and its Toaster load on the visitor's first pointer or key press, or on the
// first toast, whichever comes first; a call waits for them, so a toast is never lost. Same call
// shapes as sonner's `toast` for the parts the site uses.
import type { ExternalToast, toast as sonnerToast } from "sonner";

type Sonner = typeof import("sonner");
type Message = Parameters<typeof sonnerToast>[0];

let loaded: Promise<Sonner> | null = null;
let mountToaster: ((sonner: Sonner) => Promise<void>) | null = null;
let toasterWaiting: (() => void) | null = null;

/**
 * Called by <Toaster> (src/components/ui/toaster.tsx) once mounted: how to render sonner's
 * Toaster, resolved once it has mounted (and so listens for toasts).
 */
export function registerToaster(mount: (sonner: Sonner) => Promise<void>): () => void {
  mountToaster = mount;
  toasterWaiting?.();
  toasterWaiting = null;
  return () => {
    if (mountToaster === mount) mountToaster = null;
  };
}

/**
 * sonner, with its Toaster mounted; loaded once. Also called by <Toaster> on the visitor's first
 * pointer or key press: code that still imports sonner's `toast` directly publishes into sonner's
 * store, and sonner's Toaster shows what is still active when it mounts.
 */
export function ready(): Promise<Sonner> {
  loaded ??= import("sonner").then(async (sonner) => {
    if (!mountToaster) await new Promise<void>((resolve) => (toasterWaiting = resolve));
    await mountToaster?.(sonner);
    return sonner;
  });
  return loaded;
}

function show(kind: "message" | "success" | "error", message: Message, data?: ExternalToast): void {
  void ready().then(({ toast }) => {
    if (kind === "message") toast(message, data);
    else toast[kind](message, data);
  });
}

export const toast = Object.assign((message: Message, data?: ExternalToast) => show("message", message, data), {
  success: (message: Message, data?: ExternalToast) => show("success", message, data),
  error: (message: Message, data?: ExternalToast) => show("error", message, data),
});
