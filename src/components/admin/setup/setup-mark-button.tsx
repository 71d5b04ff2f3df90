"use client";

import { usePostAction } from "@/components/admin/action-form";
import { FormError } from "@/components/admin/form-error";
import { Button } from "@/components/ui/button";
import type { MarkableStep } from "@/domain/business/first-run";

/** Confirm a step as it is, or skip it for now (or take that back): recorded on the server. */
export function SetupMarkButton({ step, marked, label }: { step: MarkableStep; marked: boolean; label: string }) {
  const action = usePostAction();
  return (
    <div className="mt-3">
      <Button
        variant={marked ? "quiet" : "primary"}
        size="sm"
        disabled={action.busy}
        aria-describedby={action.error ? action.errorId : undefined}
        onClick={() => action.post("/api/admin/setup", { step, marked: !marked })}
      >
        {label}
      </Button>
      <FormError id={action.errorId} error={action.error} className="mt-2" />
    </div>
  );
}
