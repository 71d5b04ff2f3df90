import Link from "next/link";
import { buttonClass } from "@/components/ui/button";

export function LinkResult({ title, text }: { title: string; text: string }) {
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="font-bold text-3xl">{title}</h1>
      <p className="mt-4 text-slate-700">{text}</p>
      <Link href="/blog" className={buttonClass("primary", "lg", "mt-8")}>
        Read the blog
      </Link>
    </section>
  );
}
