"use client";

import { useState } from "react";
import { ActionForm, firstFieldError, usePostAction } from "@/components/admin/action-form";
import { FormError } from "@/components/admin/form-error";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { formatCents } from "@/domain/money/format";

export interface BookingMoneyLineProps {
  bookingId: string;
  kind: "deposit" | "no-show-fee";
  /** The deposit's line, worded and dated on the server (depositLine): paid, refunded or kept. */
  depositText: string;
  feeCents: number | null;
  chargeable: boolean;
  /** A deposit of a visit the owner cancelled before refunds were automatic: "Refund deposit" (decision 0045). */
  refundable?: boolean;
  depositCents?: number;
  /** Each no-show fee attempt, the first first; text: "Dec 6, 2:10 PM PST by Olivia Owner: Nobody home". */
  attempts: { attempt: number; status: string; text: string }[];
}

const ATTEMPT_WORDS: Record<string, string> = { succeeded: "charged", declined: "declined", charging: "being charged" };

/**
 * A booking's money from before its visit (decision 0045): its deposit, or its saved card and the
 * no-show fee, which the owner charges here on a missed visit: a first press asks what happened,
 * the second charges, once (the server's key per attempt); after a decline, the owner may try again.
 * A deposit of a visit the owner cancelled before refunds were automatic has a "Refund deposit".
 */
export function BookingMoneyLine(props: BookingMoneyLineProps) {
  const action = usePostAction(firstFieldError);
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState("");
  if (props.kind === "deposit")
    return (
      <div className="text-slate-700 text-sm" data-testid="booking-deposit">
        <p>{props.depositText}</p>
        {props.refundable && (
          // One press refunds: the server claims it once and sends it with the checkout's one key.
          <ActionForm
            action={action}
            className="mt-2"
            onSubmit={() => action.post(`/api/admin/bookings/${props.bookingId}/deposit-refund`, {})}
          >
            <Button type="submit" size="sm" variant="outline" disabled={action.busy}>
              Refund deposit ({formatCents(props.depositCents ?? 0)})
            </Button>
            <FormError id={action.errorId} error={action.error} />
          </ActionForm>
        )}
      </div>
    );
  const fee = formatCents(props.feeCents ?? 0);
  const last = props.attempts.at(-1);
  const again = last?.status === "declined";
  return (
    <div className="text-slate-700 text-sm" data-testid="booking-no-show">
      <p>
        Card on file; no-show fee {fee}
        {last
          ? `: ${ATTEMPT_WORDS[last.status] ?? last.status}${last.status === "charging" ? "" : ` ${last.text}`}`
          : "."}
      </p>
      {props.attempts.length > 1 && (
        <ol className="mt-1 list-decimal pl-5" aria-label="No-show fee attempts">
          {props.attempts.map((a) => (
            <li key={a.attempt}>{`${ATTEMPT_WORDS[a.status] ?? a.status}: ${a.text}`}</li>
          ))}
        </ol>
      )}
      {props.chargeable && !asking && (
        <Button type="button" size="sm" variant="outline" className="mt-2" onClick={() => setAsking(true)}>
          {again ? `Try the no-show fee again (${fee})` : `Charge no-show fee (${fee})`}
        </Button>
      )}
      {props.chargeable && asking && (
        <ActionForm
          action={action}
          className="mt-2 max-w-md space-y-2"
          onSubmit={() => action.post(`/api/admin/bookings/${props.bookingId}/no-show`, { reason })}
        >
          <Field
            label="What happened (the customer reads this)"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            maxLength={300}
            required
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" size="sm" variant="danger" disabled={action.busy}>
              Confirm: charge {fee}
            </Button>
            <Button type="button" size="sm" variant="quiet" onClick={() => setAsking(false)}>
              Keep the card uncharged
            </Button>
          </div>
          <FormError id={action.errorId} error={action.error} />
        </ActionForm>
      )}
    </div>
  );
}
