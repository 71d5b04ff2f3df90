import { sampled, type Vital } from "@/domain/analytics/web-vitals";
import { flush, track } from "./track";

// What the visitor does first that starts the library, as the toaster starts sonner: it stays out
// of first-load JavaScript. Its observers read buffered entries (the paints, layout shifts, the
// first input, the navigation), so what happened before it arrived is still measured. A page load
// with no tap, key or scroll reports nothing (docs/decisions/0028-core-web-vitals.md).
const STARTERS = ["pointerdown", "keydown", "scroll"] as const;

/**
 * One report per sampled page load: LCP, INP, CLS and TTFB as web-vitals measures them, with the
 * load's own id, sent to the first-party events endpoint when the page is hidden (the moment the library settles INP and CLS).
 * Returns the stop function for the effect that starts it.
 */
export function reportWebVitals(): (() => void) | undefined {
  if (!sampled(Math.random())) return;
  const path = window.location.pathname;
  // This load's id: the server keeps one report per load (getRandomValues works on plain http too).
  const load = Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");
  const values: Partial<Record<Vital, number>> = {};
  let sent = false;
  // On window, after the library's own listeners on document (the event bubbles to window), so
  // its last INP and CLS are in.
  const send = () => {
    if (sent || document.visibilityState !== "hidden" || Object.keys(values).length === 0) return;
    sent = true;
    track("web_vitals", { lcp: null, inp: null, cls: null, ttfb: null, ...values, load }, path);
    flush();
  };
  let cancelled = false;
  const start = () => {
    for (const type of STARTERS) window.removeEventListener(type, start, true);
    void import("web-vitals").then(({ onCLS, onINP, onLCP, onTTFB }) => {
      if (cancelled) return;
      const keep = (vital: Vital) => (metric: { value: number }) => {
        values[vital] = metric.value;
      };
      onLCP(keep("lcp"));
      onINP(keep("inp"));
      onCLS(keep("cls"));
      onTTFB(keep("ttfb"));
      window.addEventListener("visibilitychange", send);
    });
  };
  // A page whose framework started on the visitor's first interaction (docs/decisions/0047): that
  // interaction has happened, so the library starts now.
  if ("__clearventReady" in window) start();
  else for (const type of STARTERS) window.addEventListener(type, start, { capture: true, passive: true });
  return () => {
    cancelled = true;
    for (const type of STARTERS) window.removeEventListener(type, start, true);
    window.removeEventListener("visibilitychange", send);
  };
}
