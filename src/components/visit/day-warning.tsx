import { ARRIVAL_WINDOW_MINUTES } from "@/domain/scheduling/duration";
import { DAY_MARK_WORDS, type DayVisit, dayMark } from "@/domain/visit/arrival";
import { telHref } from "@/domain/visit/crew-visit";

/**
 * "Late" (the arrival window passed without On my way) or "Not started" (the visit's time passed),
 * with the crew's phone one tap away on the owner's Today. Nothing for a visit going to plan.
 */
export function DayWarning({
  visit,
  now,
  crew,
}: {
  visit: DayVisit;
  now: Date;
  /** The crew to call (Today); omitted on the crew's own phone. */
  crew?: { name: string; phone: string | null } | null;
}) {
  const mark = dayMark(visit, now, ARRIVAL_WINDOW_MINUTES);
  if (!mark) return null;
  const tel = crew?.phone ? telHref(crew.phone) : null;
  return (
    <p
      className="mt-1 flex flex-wrap items-center gap-x-3 rounded-lg bg-red-50 px-3 py-1 font-semibold text-red-900"
      data-testid="day-mark"
    >
      <span>{DAY_MARK_WORDS[mark]}</span>
      {crew && tel ? (
        <a href={tel} className="inline-flex min-h-11 items-center text-red-900 underline" data-testid="call-crew">
          Call {crew.name}, {crew.phone}
        </a>
      ) : crew ? (
        <span className="font-normal">{crew.name} has no phone on file</span>
      ) : null}
    </p>
  );
}
