import { buttonClass } from "@/components/ui/button";
import Link from "@/components/ui/link";

/** The answer for an unknown blog slug (docs/product.md#pages-and-addresses); shown by the site's one 404 page for /blog/ paths. */

export default function PostNotFound() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-20 text-center">
      <h1 className="font-bold text-3xl">Post not found</h1>
      <p className="mt-4 text-slate-700">Post not found. The article you're looking for doesn't exist.</p>
      <Link href="/blog" className={buttonClass("primary", "lg", "mt-8")}>
        Back to the blog
      </Link>
    </section>
  );
}
