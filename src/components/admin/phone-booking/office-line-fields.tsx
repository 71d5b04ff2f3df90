"use client";

import { Checkbox } from "@/components/ui/checkbox";
import { Field } from "@/components/ui/field";
import { SelectField } from "@/components/ui/select-field";
import { OFFICE_NAME_MAX, OFFICE_REASON_MAX } from "@/domain/booking/office-lines";

export interface DiscountDraft {
  on: boolean;
  mode: "percent" | "amount";
  value: string;
  reason: string;
}

export interface CustomDraft {
  on: boolean;
  name: string;
  amount: string;
}

export const NO_DISCOUNT: DiscountDraft = { on: false, mode: "percent", value: "", reason: "" };
export const NO_CUSTOM: CustomDraft = { on: false, name: "", amount: "" };

/**
 * The owner's own lines after the table's: a discount (a percent or an amount, with why) and a
 * custom line. The server prices them; the page only says what was typed. `at` names each
 * line's place in the request, so the server's field errors land under the right field.
 */
export function OfficeLineFields({
  discount,
  custom,
  onDiscount,
  onCustom,
  errors,
  at,
}: {
  discount: DiscountDraft;
  custom: CustomDraft;
  onDiscount(d: DiscountDraft): void;
  onCustom(c: CustomDraft): void;
  errors: Record<string, string>;
  at: { discount: string; custom: string };
}) {
  return (
    <div className="grid gap-4">
      <Checkbox checked={discount.on} onChange={(on) => onDiscount({ ...discount, on })}>
        Add a discount line
      </Checkbox>
      {discount.on && (
        <div className="grid gap-3 sm:grid-cols-3">
          <SelectField
            label="Discount as"
            value={discount.mode}
            onChange={(e) => onDiscount({ ...discount, mode: e.target.value === "amount" ? "amount" : "percent" })}
            options={[
              ["percent", "Percent of the total"],
              ["amount", "Amount in dollars"],
            ]}
          />
          <Field
            label={discount.mode === "percent" ? "Percent off" : "Dollars off"}
            name={`${at.discount}.${discount.mode === "percent" ? "percent" : "cents"}`}
            inputMode="decimal"
            value={discount.value}
            maxLength={10}
            onChange={(e) => onDiscount({ ...discount, value: e.target.value })}
            error={errors[`${at.discount}.percent`] ?? errors[`${at.discount}.cents`]}
          />
          <Field
            label="Why the discount"
            name={`${at.discount}.reason`}
            value={discount.reason}
            maxLength={OFFICE_REASON_MAX}
            onChange={(e) => onDiscount({ ...discount, reason: e.target.value })}
            error={errors[`${at.discount}.reason`]}
          />
        </div>
      )}
      <Checkbox checked={custom.on} onChange={(on) => onCustom({ ...custom, on })}>
        Add a custom line
      </Checkbox>
      {custom.on && (
        <div className="grid gap-3 sm:grid-cols-3">
          <Field
            className="sm:col-span-2"
            label="Line name"
            name={`${at.custom}.name`}
            value={custom.name}
            maxLength={OFFICE_NAME_MAX}
            onChange={(e) => onCustom({ ...custom, name: e.target.value })}
            error={errors[`${at.custom}.name`]}
          />
          <Field
            label="Amount in dollars"
            name={`${at.custom}.cents`}
            inputMode="decimal"
            value={custom.amount}
            maxLength={10}
            onChange={(e) => onCustom({ ...custom, amount: e.target.value })}
            error={errors[`${at.custom}.cents`]}
          />
        </div>
      )}
      {errors.lines && (
        <p className="text-red-800 text-sm" role="alert">
          {errors.lines}
        </p>
      )}
    </div>
  );
}
