"use client";

import { type ComponentType, useEffect, useRef, useState } from "react";
import { registerToaster } from "./toast";

type SonnerToaster = ComponentType<import("sonner").ToasterProps>;

/**
 * SPEC.md section 9: bottom-right, 4000 ms, at most 3 visible. sonner's Toaster renders only once
 * the first toast is asked for (src/components/ui/toast.ts), so it is not in first-load JavaScript.
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
  // Effects run children first: sonner's Toaster has subscribed to toasts by the time this runs.
  useEffect(() => {
    if (Sonner) mounted.current?.();
  }, [Sonner]);

  return Sonner ? <Sonner position="bottom-right" duration={4000} visibleToasts={3} expand closeButton /> : null;
}
