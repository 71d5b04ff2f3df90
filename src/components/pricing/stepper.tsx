"use client";

import { useId } from "react";
import { MinusIcon, PlusIcon } from "@/components/ui/icons";
import { clampStepper, LIMITS, type Stepper as StepperName, stepValue } from "@/domain/pricing/quote-math";

interface Props {
  name: StepperName;
  label: string;
  value: number;
  disabled?: boolean;
  onChange(value: number): void;
}

export function Stepper({ name, label, value, disabled, onChange }: Props) {
  const id = useId();
  const { min, max, step } = LIMITS[name];
  const button =
    "grid h-11 w-11 shrink-0 place-items-center rounded-md border border-slate-300 bg-white text-slate-700 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-40";
  return (
    <div>
      <label htmlFor={id} className="block font-medium text-slate-700 text-sm">
        {label}
      </label>
      <div className="mt-1 flex items-center gap-1">
        <button
          type="button"
          className={button}
          aria-label={`Decrease ${label.toLowerCase()}`}
          aria-controls={id}
          disabled={disabled || value <= min}
          onClick={() => onChange(stepValue(name, value, -1))}
        >
          <MinusIcon aria-hidden="true" className="h-4 w-4" />
        </button>
        <input
          id={id}
          name={name}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={step}
          value={value}
          disabled={disabled}
          onChange={(e) => onChange(clampStepper(name, e.currentTarget.valueAsNumber))}
          className="h-11 w-full min-w-0 rounded-md border border-slate-300 px-2 text-center tabular-nums disabled:bg-slate-100 disabled:text-slate-500"
        />
        <button
          type="button"
          className={button}
          aria-label={`Increase ${label.toLowerCase()}`}
          aria-controls={id}
          disabled={disabled || value >= max}
          onClick={() => onChange(stepValue(name, value, 1))}
        >
          <PlusIcon aria-hidden="true" className="h-4 w-4" />
        </button>
      </div>
    </div>
  );
}
