import { CallUs } from "@/components/layout/call-us";
import { buttonClass } from "@/components/ui/button";
import Link from "@/components/ui/link";
import type { CatalogueEntry } from "@/content/catalogue";

/**
 * Where a service we price after a conversation would have its calculator: a clear way to ask us,
 * which makes a lead the owner calls back (the form is on /ask-us/{id}, off the landing pages' JS).
 */
export function AskUsCard({ entry }: { entry: CatalogueEntry }) {
  return (
    <div className="rounded-2xl border border-brand-100 bg-brand-50 p-6" data-testid="ask-us-card">
      <h2 className="font-bold text-2xl text-ink">Ask us for a price</h2>
      <p className="mt-2 text-slate-700">
        {entry.name} depends on your home and what you want checked, so we price it after a short call. Leave your
        number and we call you back, or <CallUs />.
      </p>
      <Link href={`/ask-us/${entry.id}`} className={buttonClass("primary", "lg", "mt-4")}>
        Ask about {entry.name.toLowerCase()}
      </Link>
    </div>
  );
}
