"use client";

import { useEffect } from "react";

/**
 * Tells the page's loader (server/framework-later.mjs) that React has hydrated: what was typed and
 * tapped before is handed over now. Last in the body, so every island before it has run its
 * effects. Pages sent as Next.js wrote them have no loader, and this does nothing.
 */
export function FrameworkReady() {
  useEffect(() => {
    (window as { __clearventReady?: () => void }).__clearventReady?.();
  }, []);
  return null;
}
