"use client";

import { useEffect, useState } from "react";
import type { PublicReviews as Published } from "@/server/reviews/published-reviews";

// The reviews customers left, on prerendered pages: the HTML carries none (the pages never
// re-render, docs/decisions/0007), so this island reads /api/reviews once per page view and a new
// review shows within a few minutes, without a build (docs/decisions/0020). Text only: no rating
// markup for search engines, and what customers wrote is shown as text (React escapes it; links
// are not made clickable).

const DAY = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });
const dayOf = (date: string) => (/^\d{4}-\d{2}-\d{2}$/.test(date) ? DAY.format(new Date(`${date}T12:00:00Z`)) : "");

function Stars({ rating, className = "h-4 w-4" }: { rating: number; className?: string }) {
  return (
    <span className="flex gap-0.5" role="img" aria-label={`${rating} out of 5 stars`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <svg
          key={n}
          aria-hidden="true"
          viewBox="0 0 24 24"
          className={`${className} ${n <= rating ? "fill-amber-500 text-amber-600" : "fill-none text-slate-400"}`}
          stroke="currentColor"
          strokeWidth="1.5"
        >
          <path d="M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z" />
        </svg>
      ))}
    </span>
  );
}

function isPublished(d: unknown): d is Published {
  const p = d as Published | null;
  return typeof p?.count === "number" && Array.isArray(p.reviews);
}

export function PublishedReviews({ area }: { area?: string }) {
  const [data, setData] = useState<Published | null>(null);
  useEffect(() => {
    let live = true;
    fetch(`/api/reviews${area ? `?area=${encodeURIComponent(area)}` : ""}`, { credentials: "omit" })
      .then((r) => (r.ok ? r.json() : null))
      .then((d) => live && isPublished(d) && setData(d))
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [area]);
  if (!data || data.count === 0) return null;
  return (
    <div className="mb-6" data-testid="published-reviews">
      <p className="flex flex-wrap items-center gap-2 font-semibold text-ink text-lg">
        {data.average !== null && <Stars rating={Math.round(data.average)} className="h-5 w-5" />}
        <span data-testid="reviews-summary">
          {data.average?.toFixed(1)} average from {data.count} {data.count === 1 ? "review" : "reviews"}
        </span>
      </p>
      <ul className="mt-4 grid gap-4 md:grid-cols-2">
        {data.reviews.map((r) => (
          <li key={r.id}>
            <figure className="h-full rounded-xl border border-slate-200 bg-white p-5" data-testid="review">
              <Stars rating={r.rating} />
              {r.text && (
                <blockquote className="mt-2 whitespace-pre-line break-words text-slate-800">{r.text}</blockquote>
              )}
              <figcaption className="mt-3 text-slate-600 text-sm">
                {r.by} · {r.service} · {dayOf(r.date)}
              </figcaption>
              {r.reply && (
                <div className="mt-3 border-slate-300 border-l-4 pl-3" data-testid="owner-reply">
                  <p className="font-semibold text-sm">Reply from the owner</p>
                  <p className="whitespace-pre-line break-words text-slate-700 text-sm">{r.reply}</p>
                </div>
              )}
            </figure>
          </li>
        ))}
      </ul>
    </div>
  );
}
