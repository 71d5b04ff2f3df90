"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { dismiss, flush, retryNow, subscribe } from "./outbox";
import type { OutboxItem } from "./outbox-store";
import { claimPhone, keepPages, SERVICE_WORKER } from "./phone";

/**
 * The crew app's offline part on every technician's /crew page: claims the phone for
 * this technician, registers the service worker (scope /crew, nowhere else), keeps the pages
 * the page names (`data-keep-offline`), sends the outbox when the signal returns, and says what waits and what the server refused.
 */
/** Asked once on each load to learn whether the server answers. */
const SIGNAL_PROBE = "/crew.webmanifest";

export function CrewOffline({ userId }: { userId: string }) {
  const router = useRouter();
  const [items, setItems] = useState<OutboxItem[]>([]);
  const [online, setOnline] = useState(true);
  const [ready, setReady] = useState(false);
  const waitingBefore = useRef(0);

  useEffect(() => {
    let unsubscribe = () => {};
    let gone = false;
    const up = () => {
      setOnline(true);
      void retryNow();
    };
    const down = () => setOnline(false);
    const woken = (e: MessageEvent) => {
      if ((e.data as { type?: string } | null)?.type === "crew-outbox-flush") void retryNow();
    };
    setOnline(navigator.onLine);
    // navigator.onLine only says the phone has a network: with bars but no data, or on a page the
    // service worker answered from the phone's copy, it can still say true. One small request to
    // the server (a static file the worker leaves to the network) tells.
    if (navigator.onLine)
      void fetch(SIGNAL_PROBE, { method: "HEAD", cache: "no-store" }).catch(() => {
        if (!gone) setOnline(false);
      });
    window.addEventListener("online", up);
    window.addEventListener("offline", down);
    navigator.serviceWorker?.addEventListener("message", woken);
    void (async () => {
      await claimPhone(userId);
      if (gone) return;
      unsubscribe = subscribe(setItems);
      void flush();
      if (navigator.serviceWorker) {
        await navigator.serviceWorker.register(SERVICE_WORKER, { scope: "/crew" }).catch(() => null);
        await navigator.serviceWorker.ready;
      }
      // The report forms of the jobs in view (today's and the next working day's), afresh; the page
      // in view once, for the first load the service worker did not see.
      const reports = [...document.querySelectorAll<HTMLElement>("[data-keep-offline]")].flatMap((e) =>
        e.dataset.keepOffline ? [e.dataset.keepOffline] : [],
      );
      await keepPages(userId, [...new Set(reports)], [window.location.pathname]).catch(() => {});
      if (!gone) setReady(true);
    })();
    return () => {
      gone = true;
      unsubscribe();
      window.removeEventListener("online", up);
      window.removeEventListener("offline", down);
      navigator.serviceWorker?.removeEventListener("message", woken);
    };
  }, [userId]);

  const waiting = items.filter((i) => i.state === "waiting");
  const refused = items.filter((i) => i.state === "refused");

  // Everything sent: the page shows the server's record of it.
  useEffect(() => {
    if (waitingBefore.current > 0 && waiting.length === 0 && navigator.onLine) router.refresh();
    waitingBefore.current = waiting.length;
  }, [waiting.length, router]);

  return (
    <div className="mx-auto max-w-md space-y-2 px-3 pt-3 empty:hidden" data-crew-offline={ready ? "ready" : "starting"}>
      {!online && (
        <p className="rounded-lg bg-slate-100 p-3 font-medium text-slate-900" data-testid="offline-notice">
          No signal: this is the day as the phone last had it. What you do waits on the phone.
        </p>
      )}
      {waiting.length > 0 && (
        <p
          role="status"
          className="rounded-lg bg-amber-50 p-3 font-semibold text-amber-950"
          data-testid="outbox-waiting"
        >
          Waiting to send ({waiting.length})
        </p>
      )}
      {refused.map((i) => (
        <div key={i.seq} role="alert" className="rounded-lg bg-red-50 p-3 text-red-900" data-testid="outbox-refused">
          <p>
            <strong>Not sent: {i.label}.</strong> {i.error}
          </p>
          <Button size="sm" variant="outline" className="mt-2" onClick={() => void dismiss(i.seq)}>
            Dismiss
          </Button>
        </div>
      ))}
    </div>
  );
}
