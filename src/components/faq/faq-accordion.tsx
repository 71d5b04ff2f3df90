import { LineIcon } from "@/components/ui/line-icon";

export interface QA {
  question: string;
  answer: string;
}

interface Section {
  id: string;
  title: string;
  items: QA[];
}

function Item({ qa, open }: { qa: QA; open?: boolean }) {
  // <details> lets several answers stay open at once and works by keyboard without JavaScript.
  return (
    <details open={open} className="group border-slate-200 border-b py-1 last:border-b-0">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-3 font-medium text-ink [&::-webkit-details-marker]:hidden">
        {qa.question}
        <LineIcon
          name="chevron-down"
          aria-hidden="true"
          className="h-5 w-5 shrink-0 transition-transform group-open:rotate-180"
        />
      </summary>
      <p className="pb-4 text-slate-700 leading-relaxed">{qa.answer}</p>
    </details>
  );
}

/** Renders FAQ sections, or a plain list of questions under 'Frequently Asked Questions'. */
export function FaqAccordion({
  sections,
  items,
  heading = "Frequently Asked Questions",
  headingLevel = 2,
  open,
}: {
  sections?: Section[];
  items?: QA[];
  heading?: string;
  headingLevel?: 2 | 3;
  /** Every answer shown open (search results: the visitor asked for these). */
  open?: boolean;
}) {
  const H = headingLevel === 2 ? "h2" : "h3";
  const Sub = headingLevel === 2 ? "h3" : "h4";
  return (
    <div>
      <H className="font-bold text-2xl text-ink md:text-3xl">{heading}</H>
      {items && (
        <div className="mt-4 rounded-xl border border-slate-200 bg-white px-4">
          {items.map((qa) => (
            <Item key={qa.question} qa={qa} open={open} />
          ))}
        </div>
      )}
      {sections?.map((s) => (
        <section key={s.id} aria-labelledby={`faq-${s.id}`} className="mt-6">
          <Sub id={`faq-${s.id}`} className="font-semibold text-brand-800 text-lg">
            {s.title}
          </Sub>
          <div className="mt-2 rounded-xl border border-slate-200 bg-white px-4">
            {s.items.map((qa) => (
              <Item key={qa.question} qa={qa} open={open} />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
