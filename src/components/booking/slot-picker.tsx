import { useBusinessPhone } from "@/components/layout/business-phone";
import { LABEL_CLASS } from "@/components/ui/label";
import { SelectField } from "@/components/ui/select-field";
import { endTime } from "@/domain/scheduling/capacity";
import { ARRIVAL_WINDOW_MINUTES, formatDuration } from "@/domain/scheduling/duration";
import { TIME_SLOTS } from "@/domain/scheduling/slots";
import { formatArrivalWindow, formatDateLong, formatTime } from "@/domain/scheduling/words";
import type { OpenTimesState } from "./use-open-times";

const SLOT = "flex items-center justify-center gap-2 rounded-lg border px-3 py-3 text-sm";
const SLOT_CLOSED = `${SLOT} cursor-not-allowed border-slate-200 bg-slate-50 text-slate-500`;
const SLOT_OPEN = `${SLOT} cursor-pointer border-slate-300 has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:font-semibold`;

/**
 * The day and the start time, from the open times the server gave for this address. How far ahead
 * the days reach is the server's figure too (`windowDays`: 60 for a series' next visit, else 30),
 * before the times are loaded (the page's terms) and after (the open-times answer).
 */
export function SlotPicker({
  times,
  windowDays,
  formId,
  onDate,
  waiting = "Enter the address first",
}: {
  /** The open times and the choice: the booking form's, or the quote page's (decision 0032). */
  times: Pick<OpenTimesState, "open" | "date" | "time" | "setDate" | "setTime">;
  /** The window the page was priced with, until the open times say again. */
  windowDays: number;
  formId: string;
  onDate(): void;
  /** What the date list says before the open times arrive. */
  waiting?: string;
}) {
  const { open, date, time } = times;
  const phone = useBusinessPhone();
  const days = open?.windowDays ?? windowDays;
  const day = open?.days.find((d) => d.date === date);
  const dateOptions = [
    ["", open ? "Choose a date" : waiting] as const,
    ...(open?.days ?? []).map((d) => [d.date, formatDateLong(d.date)] as const),
  ];
  return (
    <>
      <div>
        <SelectField
          id={`${formId}-date`}
          label={<span data-testid="window-days">Date (open days in the next {days} days)</span>}
          options={dateOptions}
          value={date}
          disabled={!open}
          onChange={(e) => {
            times.setDate(e.currentTarget.value);
            times.setTime("");
            onDate();
          }}
          selectClassName="disabled:bg-slate-50"
        />
        {open && open.days.length === 0 && (
          <p className="mt-1 text-slate-700 text-sm">
            No open times in the next {days} days. Please call us{phone ? ` at ${phone.phone}` : ""}.
          </p>
        )}
      </div>
      <fieldset>
        <legend className={LABEL_CLASS}>Start time</legend>
        {!date && <p className="mt-1 text-slate-600 text-sm">Choose a date to see open times.</p>}
        <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
          {TIME_SLOTS.map((slot) => {
            const isOpen = day?.starts.includes(slot) ?? false;
            return (
              <label key={slot} className={isOpen ? SLOT_OPEN : SLOT_CLOSED}>
                <input
                  type="radio"
                  name="time"
                  value={slot}
                  checked={time === slot}
                  disabled={!isOpen}
                  onChange={() => times.setTime(slot)}
                  className="accent-brand-600"
                />
                {formatTime(slot)}
                {!isOpen && date && <span className="sr-only"> (not available)</span>}
              </label>
            );
          })}
        </div>
        {open && date && time && (
          <p className="mt-3 rounded-lg bg-slate-50 p-3 text-slate-800 text-sm" data-testid="arrival-window">
            The crew arrives between {formatArrivalWindow(time, ARRIVAL_WINDOW_MINUTES)} and needs{" "}
            {formatDuration(open.durationMinutes)}: done by about {formatTime(endTime(time, open.durationMinutes))} (
            {open.area.zoneName}).
          </p>
        )}
      </fieldset>
    </>
  );
}
