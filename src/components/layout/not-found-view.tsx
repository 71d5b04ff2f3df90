"use client";

import { usePathname, useRouter } from "next/navigation";
import { useEffect } from "react";
import { NotFoundBody } from "./not-found-body";
import PostNotFound from "./post-not-found";

/** The 404 page once the browser knows the path (./not-found-shell.tsx loads it). */
export function NotFoundView() {
  const path = usePathname() ?? "/";
  const router = useRouter();
  // The redirect table was consulted before this page: the server answers every entry with a
  // permanent redirect (src/proxy.ts), so only paths it does not know arrive here.
  useEffect(() => {
    console.warn(`404: ${path}`);
  }, [path]);
  if (path.startsWith("/blog/")) return <PostNotFound />;
  return <NotFoundBody path={path} onBack={() => router.back()} />;
}
