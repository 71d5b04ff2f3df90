"use client";

import { useState, useSyncExternalStore } from "react";

/** The same object every render: React then leaves the server's children where they are. */
const KEEP_SERVER_HTML = { __html: "" };
const noSubscription = () => () => {};

/**
 * Server HTML that needs no client code: below a landing page's first screen, sections of text,
 * plain links and pictures. It is in the page, in place, like any other HTML, and it is never
 * hydrated: while React hydrates the page this renders an element whose inner HTML React does not
 * own (`dangerouslySetInnerHTML`, which React neither compares nor descends into while hydrating),
 * so the server's children stay as they were and the page's hydration skips them. It replaced a
 * Suspense boundary that deferred their hydration, which React streamed out of place, hidden, for
 * a script to move (decision 0028, amended 2026-12-06).
 *
 * Never put a client component (an island) inside: it would stay the server's HTML and never
 * answer. Keep islands between StaticHtml blocks. Rendered fresh on the client (a client-side
 * navigation into a page that has one) it draws its children as usual.
 */
export function StaticHtml({ children, className }: { children: React.ReactNode; className?: string }) {
  // The server snapshot while hydrating (and on the server), the client's on a fresh render.
  const hydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  // Decided once: the snapshot's switch after hydration must not render the children again.
  const [keepServerHtml] = useState(hydrating && typeof document !== "undefined");
  return keepServerHtml ? (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: an empty string, so React keeps the server's children
    <div className={className} dangerouslySetInnerHTML={KEEP_SERVER_HTML} suppressHydrationWarning />
  ) : (
    <div className={className}>{children}</div>
  );
}
