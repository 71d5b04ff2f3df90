import Link from "next/link";
import type { FirstRunStepState } from "@/domain/business/first-run";

/** Today's list of the first run's steps not done yet, each with its page (decision 0042). */
export function FirstRunChecklist({ steps }: { steps: readonly FirstRunStepState[] }) {
  const left = steps.filter((s) => !s.done);
  if (left.length === 0) return null;
  return (
    <section
      aria-labelledby="first-run"
      className="mt-6 max-w-2xl rounded-xl border border-brand-100 bg-brand-50 p-4"
      data-testid="first-run-checklist"
    >
      <h2 id="first-run" className="font-semibold text-xl">
        Finish setting up
      </h2>
      <p className="mt-1 text-slate-700 text-sm">
        {steps.length - left.length} of {steps.length} steps done.{" "}
        <Link href="/admin/setup" className="font-semibold text-brand-700 underline">
          Open the setup walkthrough
        </Link>
      </p>
      <ul className="mt-2 space-y-2">
        {left.map((s) => (
          <li key={s.step} data-testid={`first-run-left-${s.step}`}>
            <Link href={s.href} className="font-semibold text-brand-700 underline">
              {s.title}
            </Link>
            <span className="text-slate-700 text-sm">: {s.detail}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
