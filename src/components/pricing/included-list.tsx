import { LineIcon } from "@/components/ui/line-icon";

/**
 * What a visit includes (src/domain/pricing/included.ts or the catalogue), drawn by the server:
 * the calculator's reveal receives it rendered, as a prop, so no list or icon code reaches the
 * browser (first-load JS budget).
 */
export function IncludedList({
  items,
  heading = "What's included",
  headingLevel = 3,
  className = "",
}: {
  items: readonly string[];
  heading?: string;
  headingLevel?: 2 | 3;
  className?: string;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div className={className} data-testid="whats-included">
      <Heading className="font-semibold text-ink">{heading}</Heading>
      <ul className="mt-2 space-y-1 text-slate-700 text-sm">
        {items.map((item) => (
          <li key={item} className="flex gap-2">
            <LineIcon name="circle-check" aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-accent-600" />
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}
