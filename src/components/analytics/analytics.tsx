"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";
import { track } from "./track";
import { reportWebVitals } from "./web-vitals";

interface SentAtLoad {
  view: string;
  exposed: Record<string, boolean>;
}

/**
 * Page views on every route change, and experiment exposures: an element marked
 * data-experiment="test:variant" counts as shown once it is actually on screen.
 */
export function Analytics() {
  const path = usePathname();
  // Once per page load (web-vitals measures loads, not in-app navigations).
  useEffect(() => reportWebVitals(), []);
  useEffect(() => {
    // A page whose framework started late sent its own view and exposures at load
    // (server/framework-later.mjs): the first render of that page does not count them again.
    const loader = (window as { __clearventSent?: SentAtLoad }).__clearventSent;
    const sentAtLoad = loader?.view === path ? loader : null;
    if (loader) loader.view = "";
    // The referrer lets the server record where a visitor came from (docs/decisions/0026).
    if (!sentAtLoad) track("page_view", { path, ref: document.referrer });
    (window as { __clearventStopExposures?: () => void }).__clearventStopExposures?.();
    const seen = new Set<string>(sentAtLoad ? Object.keys(sentAtLoad.exposed) : []);
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        const mark = (entry.target as HTMLElement).dataset.experiment;
        if (!entry.isIntersecting || !mark || seen.has(mark)) continue;
        seen.add(mark);
        const [testId, variantId] = mark.split(":");
        track("experiment_exposure", { test_id: testId ?? null, variant_id: variantId ?? null });
        observer.unobserve(entry.target);
      }
    });
    for (const el of document.querySelectorAll("[data-experiment]")) observer.observe(el);
    return () => observer.disconnect();
  }, [path]);
  return null;
}
