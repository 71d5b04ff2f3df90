"use client";

import { useId, useState } from "react";
import { FormError } from "@/components/admin/form-error";
import { Button } from "@/components/ui/button";
import { usePostAction } from "@/components/ui/post-action";
import { SelectField } from "@/components/ui/select-field";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { HIDE_REASONS } from "@/domain/reviews/hide-reasons";
import { REVIEW_RULES } from "@/domain/reviews/reviews";

/** Reply (public), hide for a policy reason, or show again: what the owner may do to a review. */
export function ReviewModeration({
  reviewId,
  reply,
  hidden,
}: {
  reviewId: string;
  reply: string | null;
  hidden: boolean;
}) {
  const id = useId();
  const action = usePostAction();
  const { busy } = action;
  const [text, setText] = useState(reply ?? "");
  const [reason, setReason] = useState("");

  async function send(body: Record<string, unknown>, done: string) {
    if (await action.post(`/api/admin/reviews/${reviewId}`, body)) toast.success(done);
  }

  return (
    <div className="mt-3 space-y-3">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void send({ action: "reply", reply: text }, "Reply published.");
        }}
      >
        <label htmlFor={`${id}-reply`} className="block font-medium text-slate-700 text-sm">
          Your public reply
        </label>
        <Textarea
          id={`${id}-reply`}
          rows={3}
          value={text}
          maxLength={REVIEW_RULES.replyMax}
          onChange={(e) => setText(e.currentTarget.value)}
        />
        <Button type="submit" size="md" className="mt-2" disabled={busy}>
          {reply ? "Update reply" : "Publish reply"}
        </Button>
      </form>
      {hidden ? (
        <Button
          type="button"
          size="md"
          variant="outline"
          disabled={busy}
          onClick={() => send({ action: "show" }, "Shown again.")}
        >
          Show it again
        </Button>
      ) : (
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            void send({ action: "hide", reason }, "Hidden, with its reason logged.");
          }}
        >
          <SelectField
            label="Hide only for a policy reason"
            id={`${id}-reason`}
            className="w-full min-w-0 sm:w-auto"
            selectClassName="max-w-full sm:w-auto"
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            options={[["", "Choose a reason…"], ...Object.entries(HIDE_REASONS)]}
          />
          <Button type="submit" size="md" variant="outline" disabled={busy}>
            Hide review
          </Button>
        </form>
      )}
      <FormError id={action.errorId} error={action.error} />
    </div>
  );
}
