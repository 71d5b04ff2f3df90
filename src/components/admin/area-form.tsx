"use client";

import { useState } from "react";
import { ActionForm, usePostAction } from "@/components/admin/action-form";
import { FormError } from "@/components/admin/form-error";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";

export interface AreaFormProps {
  id: string;
  name: string;
  zips: readonly string[];
  open: boolean;
  keepPages: boolean;
  closedZips: readonly string[];
}

/** One metro: open or closed, a closed one's pages kept or taken down, ZIPs closed within an open one. */
export function AreaForm(props: AreaFormProps) {
  const action = usePostAction();
  const [open, setOpen] = useState(props.open);
  const [keepPages, setKeepPages] = useState(props.keepPages);
  const [closed, setClosed] = useState(() => new Set(props.closedZips));
  const [saved, setSaved] = useState(false);
  const name = `area-${props.id}`;
  const toggleZip = (zip: string, isOpen: boolean) =>
    setClosed((now) => {
      const next = new Set(now);
      if (isOpen) next.delete(zip);
      else next.add(zip);
      return next;
    });
  return (
    <ActionForm
      action={action}
      className="mt-3 space-y-3"
      data-testid={`area-form-${props.id}`}
      onSubmit={async () => {
        setSaved(false);
        const done = await action.post("/api/admin/settings/areas", {
          area: props.id,
          open,
          keepPages,
          closedZips: open ? [...closed] : [],
        });
        if (done) setSaved(true);
      }}
    >
      <fieldset>
        <legend className="font-medium">Bookings in {props.name}</legend>
        <div className="mt-1 flex flex-wrap gap-x-6 gap-y-1">
          <label className="flex items-center gap-2">
            <input type="radio" name={`${name}-open`} checked={open} onChange={() => setOpen(true)} />
            Open
          </label>
          <label className="flex items-center gap-2">
            <input type="radio" name={`${name}-open`} checked={!open} onChange={() => setOpen(false)} />
            Closed
          </label>
        </div>
      </fieldset>
      {open ? (
        <details className="rounded border border-slate-200 p-3">
          <summary className="cursor-pointer">
            ZIP codes: {props.zips.length - [...closed].filter((z) => props.zips.includes(z)).length} of{" "}
            {props.zips.length} open
          </summary>
          <p className="mt-2 text-slate-700 text-sm">Untick a ZIP to stop offering times there.</p>
          <div className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-6 lg:grid-cols-8">
            {props.zips.map((zip) => (
              <Checkbox key={zip} checked={!closed.has(zip)} onChange={(on) => toggleZip(zip, on)}>
                <span className="font-mono text-sm">{zip}</span>
              </Checkbox>
            ))}
          </div>
        </details>
      ) : (
        <fieldset>
          <legend className="font-medium">Its pages</legend>
          <div className="mt-1 space-y-1">
            <label className="flex items-start gap-2">
              <input
                type="radio"
                className="mt-1"
                name={`${name}-pages`}
                checked={keepPages}
                onChange={() => setKeepPages(true)}
              />
              Keep them, with the waitlist and no times
            </label>
            <label className="flex items-start gap-2">
              <input
                type="radio"
                className="mt-1"
                name={`${name}-pages`}
                checked={!keepPages}
                onChange={() => setKeepPages(false)}
              />
              Take them down (not found, out of the sitemap)
            </label>
          </div>
        </fieldset>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" size="md" disabled={action.busy}>
          Save {props.name}
        </Button>
        {saved && !action.error && (
          <p role="status" className="text-emerald-800 text-sm">
            Saved.
          </p>
        )}
      </div>
      {action.error && <FormError id={action.errorId} error={action.error} />}
    </ActionForm>
  );
}
