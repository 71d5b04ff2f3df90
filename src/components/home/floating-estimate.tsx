"use client";

import { useEffect, useState } from "react";
import { CalculatorIcon } from "@/components/ui/icons";

const SHOW_AFTER_PX = 400;

/** Desktop only: a shortcut back to the calculator once the visitor has scrolled past 400 px. */
export function FloatingEstimate() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const onScroll = () => setShown(window.scrollY > SHOW_AFTER_PX);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);
  if (!shown) return null;
  return (
    <a
      href="#instant-pricing"
      className="fixed right-6 bottom-24 z-30 hidden items-center gap-2 rounded-full bg-accent-600 px-5 py-3 font-semibold text-white shadow-lg hover:bg-accent-700 md:inline-flex"
    >
      <CalculatorIcon aria-hidden="true" className="h-5 w-5" />
      Get Instant Estimate
    </a>
  );
}
