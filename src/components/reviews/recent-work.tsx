"use client";

import { useEffect, useState } from "react";
import type { WorkPhoto } from "@/server/reviews/work-photos";

// Recent work in real photos, published by the owner with the customer's consent: city and
// service only. The prerendered HTML carries none (docs/decisions/0007); until there are any the
// page's own illustrations are all there is, so this island then shows nothing.

export function RecentWork({ area, place }: { area?: string; place: string }) {
  const [photos, setPhotos] = useState<WorkPhoto[]>([]);
  useEffect(() => {
    let live = true;
    fetch(`/api/work-photos${area ? `?area=${encodeURIComponent(area)}` : ""}`, { credentials: "omit" })
      .then((r) => (r.ok ? r.json() : null))
      .then((d: { photos?: unknown } | null) => {
        if (live && Array.isArray(d?.photos)) setPhotos(d.photos as WorkPhoto[]);
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [area]);
  if (photos.length === 0) return null;
  return (
    <section aria-labelledby="recent-work-title" className="mx-auto max-w-6xl px-4 py-12" data-testid="recent-work">
      <h2 id="recent-work-title" className="font-bold text-2xl text-ink md:text-3xl">
        Recent work {place}
      </h2>
      <p className="mt-2 text-slate-700">Photos from finished visits, published with the customers’ consent.</p>
      <ul className="mt-6 grid grid-cols-2 gap-4 md:grid-cols-3">
        {photos.map((p) => (
          <li key={p.id}>
            <figure>
              {/* biome-ignore lint/performance/noImgElement: a stored photo served by our route, not a build asset */}
              <img
                src={`/api/work-photos/${p.id}?size=thumb`}
                alt={`${p.kind === "before" ? "Before" : "After"} the ${p.service.toLowerCase()}${p.city ? ` in ${p.city}` : ""}`}
                width={p.width}
                height={p.height}
                loading="lazy"
                className="aspect-[4/3] w-full rounded-lg object-cover"
              />
              <figcaption className="mt-1 text-slate-600 text-sm">
                {p.kind === "before" ? "Before" : "After"} · {p.service}
                {p.city ? ` · ${p.city}` : ""}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
