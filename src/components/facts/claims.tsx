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

let request: Promise<Claim[]> | null = null;

function loadClaims(): Promise<Claim[]> {
  request ??= fetch("/api/site-facts", { credentials: "omit" })
    .then((r) => (r.ok ? r.json() : null))
    .then((d: { claims?: unknown } | null) =>
      Array.isArray(d?.claims)
        ? // The server writes these from the owner's validated facts; only their shape is checked here.
          d.claims.filter((c): c is Claim => typeof c?.id === "string" && typeof c?.text === "string")
        : [],
    )
    .catch(() => []);
  return request;
}

function useClaims(): Claim[] {
  const [claims, setClaims] = useState<Claim[]>([]);
  useEffect(() => {
    let live = true;
    void loadClaims().then((c) => live && setClaims(c));
    return () => {
      live = false;
    };
  }, []);
  return claims;
}

/**
 * One <li> per claim, for a list the page already has (its own true items stay first). The icon is
 * drawn by the server page and handed over, so its code is not in the browser's bundle.
 */
export function ClaimItems({ itemClassName, icon }: { itemClassName: string; icon: ReactNode }) {
  const claims = useClaims();
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
  const claims = useClaims();
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
  return <>{Math.max(year, publishedYear)}</>;
}
