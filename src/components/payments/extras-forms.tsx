"use client";

import { useState } from "react";
import { ActionForm, firstFieldError, usePostAction } from "@/components/admin/action-form";
import { FormError } from "@/components/admin/form-error";
import { Button } from "@/components/ui/button";
import { INPUT_CLASS } from "@/components/ui/field";
import { SelectField } from "@/components/ui/select-field";
import { formatCents } from "@/domain/payments/invoice";
import { EXTRA_QUANTITY_MAX } from "@/domain/payments/payment-input";

interface Item {
  id: string;
  description: string;
  unitCents: number;
}

/** A list row's button, named with its item for screen readers ("Remove Bird guard"). */
function ItemButton(props: { verb: string; item: string; busy: boolean; onClick: () => unknown }) {
  return (
    <Button variant="outline" size="sm" disabled={props.busy} onClick={props.onClick}>
      {props.verb}
      <span className="sr-only"> {props.item}</span>
    </Button>
  );
}

/**
 * The crew's extras on a visit in progress: what was added (each can be taken off), and one row
 * to add an item of the owner's price list. They go on the invoice when Finished is tapped.
 */
export function VisitExtrasForm({
  bookingId,
  items,
  extras,
}: {
  bookingId: string;
  items: Item[];
  /** `approved`: the time the customer agreed to it, in the visit's zone. */
  extras: (Item & { quantity: number; approved: string | null })[];
}) {
  const [itemId, setItemId] = useState(items[0]?.id ?? "");
  const [quantity, setQuantity] = useState("1");
  const [approved, setApproved] = useState(false);
  const action = usePostAction(firstFieldError);
  const send = (body: object) => action.post(`/api/crew/visits/${bookingId}/extras`, body);
  return (
    <section aria-labelledby="extras-heading" className="rounded-xl border border-slate-300 p-4">
      <h2 id="extras-heading" className="font-bold text-xl">
        Extras done on site
      </h2>
      <p className="mt-1 text-slate-700 text-sm">From the owner's price book; they go on the invoice at Finished.</p>
      {extras.length > 0 && (
        <ul className="mt-3 space-y-2">
          {extras.map((e) => (
            <li key={e.id} className="flex items-center justify-between gap-2" data-testid="visit-extra">
              <span>
                {e.description}
                {e.quantity > 1 ? ` × ${e.quantity}` : ""}: {formatCents(e.unitCents * e.quantity)}
                {e.approved && <span className="block text-slate-600 text-sm">Customer agreed at {e.approved}</span>}
              </span>
              <ItemButton
                verb="Remove"
                item={e.description}
                busy={action.busy}
                onClick={() => send({ action: "remove", extraId: e.id })}
              />
            </li>
          ))}
        </ul>
      )}
      <ActionForm
        action={action}
        className="mt-3 flex flex-wrap items-end gap-2"
        onSubmit={async () => {
          // The tick is for this extra only: the next one is asked again.
          if (await send({ action: "add", itemId, quantity, approvedByCustomer: approved })) setApproved(false);
        }}
      >
        <SelectField
          label="Item"
          id="extra-item"
          className="min-w-0 flex-1"
          value={itemId}
          onChange={(e) => setItemId(e.currentTarget.value)}
          options={items.map((i) => [i.id, `${i.description} (${formatCents(i.unitCents)})`] as const)}
        />
        <div className="w-20">
          <label htmlFor="extra-quantity" className="block font-medium text-slate-700 text-sm">
            How many
          </label>
          <input
            id="extra-quantity"
            className={INPUT_CLASS}
            inputMode="numeric"
            min={1}
            max={EXTRA_QUANTITY_MAX}
            value={quantity}
            onChange={(e) => setQuantity(e.currentTarget.value)}
          />
        </div>
        <label className="flex min-h-12 w-full items-center gap-3">
          <input
            type="checkbox"
            className="h-6 w-6"
            checked={approved}
            onChange={(e) => setApproved(e.currentTarget.checked)}
          />
          The customer agreed to this extra and its price
        </label>
        <Button type="submit" size="md" className="min-h-12" disabled={action.busy || !itemId}>
          Add
        </Button>
        <FormError id={action.errorId} error={action.error} className="w-full" />
      </ActionForm>
    </section>
  );
}
