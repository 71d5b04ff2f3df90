"use client";

import { type ComponentType, useEffect, useState } from "react";

/**
 * The root 404 boundary is part of every page's tree, so whatever code it names is in every page's
 * first load. This page is prerendered once and served for every unknown path: the path is only
 * known in the browser, so the server's drawing (`children`, no path) shows until the view that
 * reads it arrives, fetched only when a 404 is really shown.
 */
export function NotFoundShell({ children }: { children: React.ReactNode }) {
  const [View, setView] = useState<ComponentType | null>(null);
  useEffect(() => {
    void import("./not-found-view").then((m) => setView(() => m.NotFoundView));
  }, []);
  return View ? <View /> : children;
}
