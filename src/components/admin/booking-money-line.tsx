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
  depositCents: number;
  refundState: string | null;
  feeCents: number | null;
  chargeable: boolean;
  /** "succeeded · Dec 6, 2:10 PM by Olivia Owner: Nobody home" when charged. */
  fee: { status: string; amountCents: number; text: string } | null;
}

/**
 * A booking's money from before its visit (decision 0045): its deposit, or its saved card and the
 * no-show fee, which the owner charges here on a missed visit: a first press asks what happened,
 * the second charges, once (the server's key per booking).
 */
export function BookingMoneyLine(props: BookingMoneyLineProps) {
  const action = usePostAction(firstFieldError);
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState("");
  if (props.kind === "deposit")
    return (
      <p className="text-slate-700 text-sm" data-testid="booking-deposit">
        Deposit {formatCents(props.depositCents)} paid at booking
        {props.refundState === "succeeded"
          ? ", refunded in full"
          : props.refundState === "pending"
            ? ", refund pending"
            : ""}
        .
      </p>
    );
  const fee = formatCents(props.feeCents ?? 0);
  return (
    <div className="text-slate-700 text-sm" data-testid="booking-no-show">
      <p>
        Card on file; no-show fee {fee}
        {props.fee
          ? props.fee.status === "succeeded"
            ? `: charged ${props.fee.text}`
            : props.fee.status === "declined"
              ? `: declined ${props.fee.text}`
              : ": being charged"
          : "."}
      </p>
      {props.chargeable && !asking && (
        <Button type="button" size="sm" variant="outline" className="mt-2" onClick={() => setAsking(true)}>
          Charge no-show fee ({fee})
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
