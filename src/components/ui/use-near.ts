"use client";

import { type RefObject, useEffect, useRef, useState } from "react";

/**
 * True once the element comes within `margin` of the screen (and from then on): an island below the
 * fold loads its code and data then, so neither is part of the page's first load.
 */
export function useNear<T extends Element>(margin = "600px"): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: margin },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [margin, near]);
  return [ref, near];
}
