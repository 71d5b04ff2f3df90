"use client";

import { type ComponentType, useEffect, useRef, useState } from "react";
import { ready, registerToaster } from "./toast";

type SonnerToaster = ComponentType<import("sonner").ToasterProps>;
const INTERACTIONS = ["pointerdown", "keydown"] as const;

/**
 * docs/product.md#toasts-and-pages: bottom-right, 4000 ms, at most 3 visible. sonner's Toaster renders from the
 * visitor's first pointer or key press or first toast (src/components/ui/toast.ts), so it is not in
 * first-load JavaScript.
 */
export function Toaster() {
  const [Sonner, setSonner] = useState<SonnerToaster | null>(null);
  const mounted = useRef<(() => void) | null>(null);

  useEffect(
    () =>
      registerToaster(
        (sonner) =>
          new Promise<void>((resolve) => {
            mounted.current = resolve;
            setSonner(() => sonner.Toaster);
          }),
      ),
    [],
  );
  // Every toast follows something the visitor did: load sonner then, before any toast is asked for
  // (also for code that imports sonner's `toast` directly; sonner replays active toasts on mount).
  useEffect(() => {
    const load = () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, load, true);
      void ready();
    };
    for (const type of INTERACTIONS) window.addEventListener(type, load, { capture: true, passive: true });
    return () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, load, true);
    };
  }, []);
  // Effects run children first: sonner's Toaster has subscribed to toasts by the time this runs.
  useEffect(() => {
    if (Sonner) mounted.current?.();
  }, [Sonner]);

  return Sonner ? <Sonner position="bottom-right" duration={4000} visibleToasts={3} expand closeButton /> : null;
}
