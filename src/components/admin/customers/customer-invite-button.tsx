"use client";

import { ActionForm, usePostAction } from "@/components/admin/action-form";
import { FormError } from "@/components/admin/form-error";
import { Button } from "@/components/ui/button";

/** "Send account invite": one emailed set-password link; the page lists it once sent. */
export function CustomerInviteButton({
  customerId,
  email,
  validDays,
}: {
  customerId: string;
  email: string;
  validDays: number;
}) {
  const action = usePostAction();
  return (
    <ActionForm
      action={action}
      className="mt-3 grid max-w-xl gap-2"
      onSubmit={() => action.post("/api/admin/customers/invite", { customerId })}
    >
      <p className="text-slate-600 text-sm">
        Emails {email} a link to set a password for this account: it works once, for {validDays} days.
      </p>
      <FormError id={action.errorId} error={action.error} />
      <div>
        <Button type="submit" variant="outline" size="md" disabled={action.busy}>
          {action.busy ? "Sending…" : "Send account invite"}
        </Button>
      </div>
    </ActionForm>
  );
}
