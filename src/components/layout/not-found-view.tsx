"use client";

import { usePathname, useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import type { Suggestion } from "@/domain/seo/not-found";
import { NotFoundBody } from "./not-found-body";
import PostNotFound from "./post-not-found";

/** The 404 page once the browser knows the path (./not-found-shell.tsx loads it). */
export function NotFoundView() {
  const path = usePathname() ?? "/";
  const router = useRouter();
  // The redirect table was consulted before this page: the server answers every entry with a
  // permanent redirect (src/proxy.ts), so only paths it does not know arrive here.
  const [suggestions, setSuggestions] = useState<Suggestion[] | undefined>(undefined);
  useEffect(() => {
    console.warn(`404: ${path}`);
    // The closest pages by spelling, then keyword matches, then Home, FAQ and the air duct
    // service: the list of pages stays on the server.
    fetch(`/api/page-suggestions?path=${encodeURIComponent(path)}`)
      .then((r) => r.json())
      .then((d: { suggestions?: Suggestion[] }) => d.suggestions && setSuggestions(d.suggestions))
      .catch(() => {});
  }, [path]);
  if (path.startsWith("/blog/")) return <PostNotFound />;
  return <NotFoundBody path={path} onBack={() => router.back()} suggestions={suggestions} />;
}
