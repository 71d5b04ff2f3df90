import { STATUS_LABELS } from "@/domain/booking/partition";

// One colour per status, dark text on a pale ground (contrast well above 4.5:1), so a list reads
// at a glance and the colour is never the only cue: the word is always there.
const COLOURS: Record<string, string> = {
  pending: "border-amber-300 bg-amber-50 text-amber-900",
  confirmed: "border-sky-300 bg-sky-50 text-sky-900",
  in_progress: "border-violet-300 bg-violet-50 text-violet-900",
  completed: "border-emerald-300 bg-emerald-50 text-emerald-900",
  cancelled: "border-slate-300 bg-slate-100 text-slate-800",
};

/** A booking's status as the owner console shows it everywhere: one word, one colour. */
export function StatusBadge({ status }: { status: string }) {
  return (
    <span
      className={`inline-block whitespace-nowrap rounded-full border px-2 py-0.5 font-semibold text-xs ${COLOURS[status] ?? COLOURS.cancelled}`}
      data-testid="status-badge"
      data-status={status}
    >
      {STATUS_LABELS[status as keyof typeof STATUS_LABELS] ?? status}
    </span>
  );
}
