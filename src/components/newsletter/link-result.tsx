import Link from "next/link";

export function LinkResult({ title, text }: { title: string; text: string }) {
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="font-bold text-3xl">{title}</h1>
      <p className="mt-4 text-slate-700">{text}</p>
      <Link href="/blog" className="mt-8 inline-block rounded-full bg-brand-600 px-6 py-3 font-semibold text-white">
        Read the blog
      </Link>
    </section>
  );
}
