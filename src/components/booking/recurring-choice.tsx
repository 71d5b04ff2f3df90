import { Checkbox } from "@/components/ui/checkbox";
import { SelectField } from "@/components/ui/select-field";
import { RECURRING_INTERVALS } from "@/domain/scheduling/slots";

const INTERVALS = RECURRING_INTERVALS.map((m) => [String(m), `${m} months`] as const);

/** "Make this a recurring service", and how often, with the interval we suggest for this service. */
export function RecurringChoice({
  recurring,
  onRecurring,
  interval,
  onInterval,
  suggestion,
  formId,
}: {
  recurring: boolean;
  onRecurring(on: boolean): void;
  interval: number;
  onInterval(months: number): void;
  suggestion: { months: number; phrase: string };
  formId: string;
}) {
  return (
    <div className="rounded-xl border border-slate-200 p-5">
      <Checkbox checked={recurring} onChange={onRecurring} className="items-center font-medium">
        Make this a recurring service
      </Checkbox>
      <ul className="mt-3 list-disc pl-6 text-slate-700 text-sm">
        <li>10% discount on future services</li>
        <li>Priority scheduling</li>
        <li>Automatic reminders</li>
      </ul>
      {recurring && (
        <div className="mt-4">
          <SelectField
            id={`${formId}-interval`}
            label="Repeat every"
            options={INTERVALS}
            value={String(interval)}
            onChange={(e) => onInterval(Number(e.currentTarget.value))}
          />
          <p className="mt-1 text-slate-600 text-sm">
            We suggest every {suggestion.months} months ({suggestion.phrase}) for this service.
          </p>
        </div>
      )}
    </div>
  );
}
