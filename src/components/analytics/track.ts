// Client-side event queue: batched, sent with sendBeacon so it never blocks the page.
import { postJson } from "@/components/ui/post-json";
import type { EventName } from "@/domain/analytics/events";

type Props = Record<string, string | number | boolean | null>;
const queue: { name: EventName; props: Props; path: string }[] = [];
let scheduled = false;

/** Sends what is queued now (a page that is going away). */
export function flush() {
  scheduled = false;
  if (queue.length === 0) return;
  const batch = { events: queue.splice(0, 50) };
  const blob = new Blob([JSON.stringify(batch)], { type: "application/json" });
  const sent = navigator.sendBeacon?.("/api/events", blob);
  // No beacon (or it was refused): the same batch as a keepalive POST. postJson answers a refusal
  // or a lost connection instead of throwing, and nothing waits for it: events are best effort.
  if (!sent) void postJson("/api/events", batch, { keepalive: true });
  if (queue.length) schedule(0);
}

function schedule(ms: number) {
  if (scheduled) return;
  scheduled = true;
  setTimeout(flush, ms);
}

/** Queues an event of the page at `path` (the current one unless given). */
export function track(name: EventName, props: Props = {}, path?: string) {
  if (typeof window === "undefined") return;
  queue.push({
    name,
    props: { ...props, timestamp: new Date().toISOString() },
    path: path ?? window.location.pathname,
  });
  // Exposures go out at once: a conversion must never be stored before the exposure behind it.
  schedule(name === "experiment_exposure" ? 100 : 1500);
}

if (typeof window !== "undefined") {
  window.addEventListener("pagehide", flush);
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") flush();
  });
}
