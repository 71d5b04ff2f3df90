"use client";

import Link from "next/link";
import { usePathname, useRouter } from "next/navigation";
import { useEffect, useState, useSyncExternalStore } from "react";
import { buttonClass } from "@/components/ui/button";
import type { Suggestion } from "@/domain/seo/not-found";
import PostNotFound from "./post-not-found";

const noSubscription = () => () => {};

export function NotFoundView() {
  // This page is prerendered once and served for every unknown path: the path is only known in
  // the browser, so it is shown after hydration (rendering it earlier is a hydration mismatch).
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const pathname = usePathname() ?? "/";
  const path = hydrated ? pathname : "";
  const router = useRouter();
  // The redirect table was consulted before this page: the server answers every entry with a
  // permanent redirect (next.config.ts), so only paths it does not know arrive here.
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  useEffect(() => {
    if (!path) return;
    console.warn(`404: ${path}`);
    // The closest pages by spelling, then keyword matches, then Home, FAQ and the air duct
    // service: the list of pages stays on the server (this view is in every page's JavaScript).
    fetch(`/api/page-suggestions?path=${encodeURIComponent(path)}`)
      .then((r) => r.json())
      .then((d: { suggestions?: Suggestion[] }) => d.suggestions && setSuggestions(d.suggestions))
      .catch(() => {});
  }, [path]);
  if (path.startsWith("/blog/")) return <PostNotFound />;
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 text-center">
      <p aria-hidden="true" className="font-extrabold text-8xl text-brand-600">
        404
      </p>
      <h1 className="mt-4 font-bold text-3xl">Page Not Found</h1>
      <p className="mt-4 text-slate-700">
        Sorry, we couldn't find the page you're looking for. The URL may have changed or the page may no longer exist.
      </p>
      <p className="mt-2 text-slate-600 text-sm">
        You tried:{" "}
        <code className="rounded bg-slate-100 px-2 py-1" data-testid="attempted-path">
          {path}
        </code>
      </p>
      <h2 className="mt-10 font-semibold text-lg">You might be looking for</h2>
      <ul className="mt-3 flex flex-wrap justify-center gap-3" data-testid="suggestions">
        {suggestions.map((s) => (
          <li key={s.href}>
            <Link
              href={s.href}
              className="inline-block rounded-full border border-slate-300 px-4 py-2 hover:bg-slate-50"
            >
              {s.label}
            </Link>
          </li>
        ))}
      </ul>
      <div className="mt-10 flex justify-center gap-3">
        <Link href="/" className={buttonClass("primary", "lg")}>
          Go Home
        </Link>
        <button type="button" onClick={() => router.back()} className={buttonClass("outline", "lg")}>
          Go Back
        </button>
      </div>
    </section>
  );
}
