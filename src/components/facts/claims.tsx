"use client";

import { type ReactNode, useEffect, useState, useSyncExternalStore } from "react";

// The owner's claims about the business (insured, license, ...) on prerendered pages. The pages
// never re-render (docs/decisions/0007), so the HTML carries none of them and this island asks
// /api/site-facts once per page view; an unset claim is therefore shown nowhere, and a saved one
// shows on every page within a minute or two without a build (docs/decisions/0020).

interface Claim {
  id: string;
  text: string;
}

/** The area's next opening and working hours (city and state pages), written by the server. */
interface Opening {
  date: string;
  label: string;
  hours: string;
}

/** Whether the home page's offers run, and the sentence of their end (the owner's day, the same for everyone). */
export interface OfferNow {
  running: boolean;
  ends: string | null;
}

interface Facts {
  claims: Claim[];
  opening: Opening | null;
  /** null when the server could not be asked. */
  offer: OfferNow | null;
  /** For an area's page: whether anybody works it (null when not asked, or unknown). */
  staffed: boolean | null;
}

// One request per query and page view: the claims (footer, badges, hero) share one, and a city or
// state page's opening asks with its area ("area=..." or "state=...").
const requests: Record<string, Promise<Facts>> = {};

function loadFacts(query = ""): Promise<Facts> {
  // Cookies may go along: the answer is the same for everyone (no account is read).
  requests[query] ??= fetch(`/api/site-facts${query && `?${query}`}`)
    .then((r) => (r.ok ? r.json() : null))
    .then((d: { claims?: Claim[]; opening?: Opening; offer?: OfferNow; staffed?: boolean } | null) => ({
      // The server writes both from the owner's validated facts and the schedule; only the
      // claims' shape is checked here.
      claims: Array.isArray(d?.claims)
        ? d.claims.filter((c) => typeof c?.id === "string" && typeof c?.text === "string")
        : [],
      opening: d?.opening ?? null,
      offer:
        typeof d?.offer?.running === "boolean"
          ? { running: d.offer.running, ends: typeof d.offer.ends === "string" ? d.offer.ends : null }
          : null,
      staffed: typeof d?.staffed === "boolean" ? d.staffed : null,
    }))
    .catch(() => ({ claims: [], opening: null, offer: null, staffed: null }));
  return requests[query];
}

export function useFacts(query?: string): Facts | null {
  const [facts, setFacts] = useState<Facts | null>(null);
  useEffect(() => {
    let live = true;
    void loadFacts(query).then((f) => live && setFacts(f));
    return () => {
      live = false;
    };
  }, [query]);
  return facts;
}

/**
 * One <li> per claim, for a list the page already has (its own true items stay first). The icon is
 * drawn by the server page and handed over, so its code is not in the browser's bundle.
 */
export function ClaimItems({ itemClassName, icon }: { itemClassName: string; icon: ReactNode }) {
  const claims = useFacts()?.claims ?? [];
  return (
    <>
      {claims.map((c) => (
        <li key={c.id} className={itemClassName} data-claim={c.id}>
          {icon} {c.text}
        </li>
      ))}
    </>
  );
}

/** The claims as one line of text (the footer), nothing when none is set. */
export function ClaimSentence({ className }: { className?: string }) {
  const claims = useFacts()?.claims ?? [];
  if (claims.length === 0) return null;
  return (
    <span className={className} data-claims="">
      {claims.map((c) => `${c.text}.`).join(" ")}
    </span>
  );
}

const subscribe = () => () => {};

/**
 * The visitor's current year, for the footer line the claims close (one island for the line).
 * Prerendered pages are served for months after the build, so the server's year (`publishedYear`:
 * the year the page was rendered) is only what the HTML and the hydration pass carry; the
 * browser's clock decides right after hydration.
 */
export function CurrentYear({ publishedYear }: { publishedYear: number }) {
  const year = useSyncExternalStore(
    subscribe,
    () => new Date().getFullYear(),
    () => publishedYear,
  );
  // The loader may have written the visitor's year before React starts (server/framework-later.mjs):
  // hydration keeps that text rather than call it a mismatch.
  return (
    <span data-year-now="" suppressHydrationWarning>
      {Math.max(year, publishedYear)}
    </span>
  );
}
