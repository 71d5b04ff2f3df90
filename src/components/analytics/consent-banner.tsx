"use client";

import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";

const KEY = "cv.analytics-consent";

function loadGa(id: string) {
  if (document.getElementById("ga4")) return;
  const script = document.createElement("script");
  script.id = "ga4";
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
  document.head.appendChild(script);
  const w = window as unknown as { dataLayer: unknown[]; gtag: (...args: unknown[]) => void };
  w.dataLayer = w.dataLayer || [];
  w.gtag = (...args: unknown[]) => w.dataLayer.push(args);
  w.gtag("js", new Date());
  w.gtag("config", id, { anonymize_ip: true });
}

/**
 * Optional third-party analytics (GA4): loaded only when configured, only after the visitor
 * agrees, and never when the browser sends Global Privacy Control. The banner is fixed to the
 * bottom of the viewport, so it does not move the page.
 */
export function ConsentBanner({ gaId }: { gaId: string }) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const gpc = (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;
    if (gpc) return;
    const choice = localStorage.getItem(KEY);
    if (choice === "granted") loadGa(gaId);
    else if (choice !== "denied") setOpen(true);
  }, [gaId]);
  if (!open) return null;
  const choose = (granted: boolean) => {
    localStorage.setItem(KEY, granted ? "granted" : "denied");
    setOpen(false);
    if (granted) loadGa(gaId);
  };
  return (
    <section
      aria-label="Analytics consent"
      className="fixed inset-x-2 bottom-2 z-50 mx-auto max-w-xl rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-xl"
    >
      <p>
        May we use Google Analytics to see how visitors use this site? It is optional; the site works the same without
        it.
      </p>
      <div className="mt-3 flex gap-2">
        <Button size="md" onClick={() => choose(true)}>
          Allow analytics
        </Button>
        <Button variant="quiet" size="md" onClick={() => choose(false)}>
          No thanks
        </Button>
      </div>
    </section>
  );
}
