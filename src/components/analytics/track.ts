// Client-side event queue: batched, sent with sendBeacon so it never blocks the page.
import type { EventName } from "@/domain/analytics/events";

type Props = Record<string, string | number | boolean | null>;
const queue: { name: EventName; props: Props; path: string }[] = [];
let scheduled = false;

function flush() {
  scheduled = false;
  if (queue.length === 0) return;
  const body = JSON.stringify({ events: queue.splice(0, 50) });
  const sent = navigator.sendBeacon?.("/api/events", new Blob([body], { type: "application/json" }));
  if (!sent) {
    fetch("/api/events", {
      method: "POST",
      body,
      headers: { "content-type": "application/json" },
      keepalive: true,
    }).catch(() => {});
  }
  if (queue.length) schedule(0);
}

function schedule(ms: number) {
  if (scheduled) return;
  scheduled = true;
  setTimeout(flush, ms);
}

export function track(name: EventName, props: Props = {}) {
  if (typeof window === "undefined") return;
  queue.push({ name, props: { ...props, timestamp: new Date().toISOString() }, path: window.location.pathname });
  // Exposures go out at once: a conversion must never be stored before the exposure behind it.
  schedule(name === "experiment_exposure" ? 100 : 1500);
}

if (typeof window !== "undefined") {
  window.addEventListener("pagehide", flush);
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") flush();
  });
}
