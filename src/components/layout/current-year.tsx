"use client";

import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * The visitor's current year. Prerendered pages are served for months after the build, so the
 * server's year (`publishedYear`: the year the page was rendered) is only what the HTML and the
 * hydration pass carry; the browser's clock decides right after hydration.
 */
export function CurrentYear({ publishedYear }: { publishedYear: number }) {
  const year = useSyncExternalStore(
    subscribe,
    () => new Date().getFullYear(),
    () => publishedYear,
  );
  return <>{Math.max(year, publishedYear)}</>;
}
