import Link from "next/link";

export default function NotFound() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-20 text-center">
      <p aria-hidden="true" className="font-extrabold text-8xl text-brand-600">
        404
      </p>
      <h1 className="mt-4 font-bold text-3xl">Page Not Found</h1>
      <p className="mt-4 text-muted">
        Sorry, we couldn't find the page you're looking for. The URL may have changed or the page may no longer exist.
      </p>
      <div className="mt-8 flex justify-center gap-3">
        <Link href="/" className="rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700">
          Go Home
        </Link>
      </div>
    </section>
  );
}
