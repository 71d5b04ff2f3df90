// The home page's cards are roomier than the service pages' (more padding, larger type).
const SIZES = {
  md: { card: "p-5", title: "font-semibold", text: "mt-1 text-slate-700 text-sm" },
  lg: { card: "p-6", title: "font-semibold text-lg", text: "mt-1 text-slate-700" },
} as const;

/** Numbered white cards ("Step 1", title, text) for a tinted section. */
export function StepCards({
  steps,
  size = "md",
}: {
  steps: readonly { title: string; text: string }[];
  size?: keyof typeof SIZES;
}) {
  const classes = SIZES[size];
  return (
    <ol className="grid gap-4 md:grid-cols-3">
      {steps.map((step, i) => (
        <li key={step.title} className={`rounded-xl bg-white shadow-sm ${classes.card}`}>
          <p className="font-bold text-brand-700">Step {i + 1}</p>
          <h3 className={classes.title}>{step.title}</h3>
          <p className={classes.text}>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
