"use client";

import { useId, useState } from "react";
import { ActionForm, firstFieldError, usePostAction } from "@/components/admin/action-form";
import { FormError } from "@/components/admin/form-error";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { CUSTOMER_NOTE_MAX } from "@/domain/customers/customer-search";

/** The owner's new note on a customer: kept with their name and the time, shown above once saved. */
export function CustomerNoteForm({ customerId }: { customerId: string }) {
  const id = useId();
  const action = usePostAction(firstFieldError);
  const [body, setBody] = useState("");
  return (
    <ActionForm
      action={action}
      className="mt-4 grid max-w-xl gap-3"
      onSubmit={async () => {
        if (await action.post("/api/admin/customers/notes", { customerId, body })) setBody("");
      }}
    >
      <label className="block font-medium text-sm" htmlFor={`${id}-note`}>
        Add a note
        <Textarea
          id={`${id}-note`}
          name="body"
          value={body}
          onChange={(e) => setBody(e.target.value)}
          maxLength={CUSTOMER_NOTE_MAX}
          rows={3}
          required
        />
      </label>
      <FormError id={action.errorId} error={action.error} />
      <div>
        <Button type="submit" disabled={action.busy}>
          {action.busy ? "Saving…" : "Save note"}
        </Button>
      </div>
    </ActionForm>
  );
}
