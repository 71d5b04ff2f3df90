"use client";

import { Toaster as Sonner } from "sonner";

/** docs/product.md#toasts-and-pages: bottom-right, 4000 ms, at most 3 visible. */
export function Toaster() {
  return <Sonner position="bottom-right" duration={4000} visibleToasts={3} expand closeButton />;
}
