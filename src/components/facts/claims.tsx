"use client";

import { useEffect, useState } from "react";
import { ShieldCheckIcon } from "@/components/ui/icons";

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
        ? d.claims.filter(
            (c): c is Claim => typeof c?.id === "string" && typeof c?.text === "string" && c.text.length <= 200,
          )
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

/** One <li> per claim, for a list the page already has (its own true items stay first). */
export function ClaimItems({ itemClassName, iconClassName }: { itemClassName: string; iconClassName: string }) {
  const claims = useClaims();
  return (
    <>
      {claims.map((c) => (
        <li key={c.id} className={itemClassName} data-claim={c.id}>
          <ShieldCheckIcon className={iconClassName} /> {c.text}
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
