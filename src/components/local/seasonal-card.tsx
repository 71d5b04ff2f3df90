import { LineIcon } from "@/components/ui/line-icon";
import { adviceForSeason, SEASONS, type Season } from "@/domain/seasons/season";
import { CurrentSeason } from "./current-season";

const COPY = {
  spring: "Pollen season and the first warm days: clear out winter dust before the air conditioning starts.",
  summer: "Fewer people book in summer, so dates are easy to get before the fall smoke and heating season.",
  fall: "Before the furnace runs all winter (and after any smoke days), clean ducts keep dust out of the rooms.",
  winter: "Holiday cooking and lint from heavy laundry loads build up now; a quiet season for quick appointments.",
} as const;

function Card({ season, place }: { season: Season; place: string }) {
  const advice = adviceForSeason(season);
  const high = advice.urgency === "high";
  return (
    <div className={`rounded-xl border p-5 ${high ? "border-amber-300 bg-amber-50" : "border-slate-200 bg-white"}`}>
      <p className="flex items-center gap-2 font-semibold text-sm">
        <LineIcon name="calendar-clock" aria-hidden="true" className="h-5 w-5" />
        <span className={high ? "text-amber-900" : "text-brand-800"}>{advice.label}</span>
      </p>
      <h3 className="mt-2 font-bold text-lg capitalize">
        {advice.season} in {place}
      </h3>
      <p className="mt-1 text-slate-700">{COPY[advice.season]}</p>
    </div>
  );
}

/**
 * The card of the season it is now in `timeZone`. The page is prerendered once and served for
 * months, so the HTML carries all four cards and the browser keeps the current one
 * (docs/decisions/0007).
 */
export function SeasonalCard({ place, timeZone }: { place: string; timeZone: string }) {
  const cards = Object.fromEntries(SEASONS.map((s) => [s, <Card key={s} season={s} place={place} />])) as Record<
    Season,
    React.ReactNode
  >;
  return <CurrentSeason timeZone={timeZone} cards={cards} />;
}
