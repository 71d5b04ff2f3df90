import { buttonClass } from "@/components/ui/button";
import Link from "@/components/ui/link";
import { notFoundSuggestions, type Suggestion } from "@/domain/seo/not-found";

/**
 * The 404 page's content for a path (empty while it is not known): drawn by the server into the
 * prerendered page and by the browser once it knows the path (./not-found-view.tsx), which asks
 * the server for the pages closest to it (`suggestions`; the general ones until they come).
 */
export function NotFoundBody({
  path,
  onBack,
  suggestions = notFoundSuggestions(path),
}: {
  path: string;
  onBack?: () => void;
  suggestions?: Suggestion[];
}) {
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
        {onBack && (
          <button type="button" onClick={onBack} className={buttonClass("outline", "lg")}>
            Go Back
          </button>
        )}
      </div>
    </section>
  );
}
