"use client";

import { useState } from "react";
import { FormError } from "@/components/admin/form-error";
import { Button } from "@/components/ui/button";
import { unlessFieldErrors, usePostAction } from "@/components/ui/post-action";

/**
 * The owner's settings forms (drive figures, identity, brand, price book, keys...): the values as
 * typed, posted through usePostAction, each field's sentence beside it and the form's sentence only
 * when no field is named. `bind(name)` is what a Field or SelectField takes for one value: the
 * value, its change handler and its error (Field ties the error and hint to the input with
 * aria-describedby and sets aria-invalid), so every settings field has the same shape.
 */
export function useSettingsForm<V extends { [K in keyof V]: string }>(initial: V) {
  const action = usePostAction(unlessFieldErrors);
  const [values, setValues] = useState(initial);
  const set = (name: keyof V, value: string) => setValues((old) => ({ ...old, [name]: value }));
  const bind = (name: keyof V & string) => ({
    value: values[name],
    error: action.fieldError(name),
    // Read now: React's updater runs later, when the event's currentTarget is already null.
    onChange: (e: { currentTarget: { value: string } }) => set(name, e.currentTarget.value),
  });
  return { ...action, values, setValues, set, bind };
}

/** A settings form's foot: the refusal's sentence (the form's description), then Save, "Saving…" while busy. */
export function SaveFoot({
  action,
  label,
}: {
  action: { busy: boolean; error: string; errorId: string };
  label: string;
}) {
  return (
    <>
      <FormError id={action.errorId} error={action.error} />
      <Button type="submit" disabled={action.busy}>
        {action.busy ? "Saving…" : label}
      </Button>
    </>
  );
}
