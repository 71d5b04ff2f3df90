"use client";

import { useState } from "react";
import { ActionForm, usePostAction } from "@/components/admin/action-form";
import { FormError } from "@/components/admin/form-error";
import { Button } from "@/components/ui/button";
import { INPUT_CLASS } from "@/components/ui/field";
import { toast } from "@/components/ui/toast";

/** The owner's schedule of payment reminders: days after the invoice, or empty for none. */
export function ReminderDaysForm({ days }: { days: readonly number[] }) {
  const [value, setValue] = useState(days.join(", "));
  const action = usePostAction((res) => res.fieldErrors?.days?.[0] ?? res.error);
  return (
    <ActionForm
      action={action}
      onSubmit={async () => {
        if (await action.post("/api/admin/payment-settings/reminders", { days: value }))
          toast.success("Reminder days saved");
      }}
      className="flex flex-wrap items-end gap-2"
    >
      <div>
        <label htmlFor="reminder-days" className="block font-medium text-slate-700 text-sm">
          Remind open balances, days after the invoice
        </label>
        <input
          id="reminder-days"
          className={`${INPUT_CLASS} w-40`}
          inputMode="numeric"
          placeholder="3, 10, 30"
          maxLength={60}
          value={value}
          onChange={(e) => setValue(e.currentTarget.value)}
          aria-invalid={action.error ? true : undefined}
        />
      </div>
      <Button type="submit" variant="outline" size="md" disabled={action.busy}>
        Save
      </Button>
      <FormError id={action.errorId} error={action.error} className="w-full" />
    </ActionForm>
  );
}

/** Stops the automatic reminders of one invoice (the owner agreed something with the customer). */
export function StopRemindersButton({ invoiceId }: { invoiceId: string }) {
  const action = usePostAction();
  return (
    <ActionForm
      action={action}
      onSubmit={async () => {
        if (await action.post(`/api/admin/invoices/${invoiceId}/stop-reminders`, {}))
          toast.success("Reminders stopped");
      }}
      className="mt-1"
    >
      <Button type="submit" variant="outline" size="sm" disabled={action.busy}>
        Stop reminders
      </Button>
      <FormError id={action.errorId} error={action.error} />
    </ActionForm>
  );
}
