"use client";

import { ActionForm, usePostAction } from "@/components/admin/action-form";
import { FormError } from "@/components/admin/form-error";
import { Button } from "@/components/ui/button";

/** Sends the quote's link to the customer (again, when it was sent before: the same link). */
export function SendQuoteButton({ quoteId, again }: { quoteId: string; again: boolean }) {
  const action = usePostAction();
  return (
    <ActionForm
      action={action}
      className="mt-3 grid gap-2"
      onSubmit={() => action.post(`/api/admin/quotes/${quoteId}/send`, {})}
    >
      <FormError id={action.errorId} error={action.error} />
      <div>
        <Button type="submit" size="md" disabled={action.busy}>
          {action.busy ? "Sending…" : again ? "Send the link again" : "Send to the customer"}
        </Button>
      </div>
    </ActionForm>
  );
}
