import Link from "next/link";

/** One of the day's lists: its heading with a count, what it says when empty, then anything after. */
export function DaySection({
  id,
  title,
  count,
  more = false,
  empty,
  after,
  children,
}: {
  id: string;
  title: string;
  count: number;
  /** There are more than `count` (the list shows the first few and links to the rest). */
  more?: boolean;
  empty: string;
  after?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="font-semibold text-xl">
        {title} <span className="text-slate-600">({more ? `${count}+` : count})</span>
      </h2>
      {count === 0 ? <p className="mt-2 text-slate-700">{empty}</p> : children}
      {after}
    </section>
  );
}

/** A link from one of the day's short lists to the whole list. */
export function MoreLink({ href, children }: { href: string; children: React.ReactNode }) {
  return (
    <p className="mt-2">
      <Link href={href} className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline">
        {children}
      </Link>
    </p>
  );
}
