"use client";

import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { FormError } from "@/components/admin/form-error";
import { Button } from "@/components/ui/button";
import { Field, focusFirstInvalid } from "@/components/ui/field";
import { postJson } from "@/components/ui/post-json";
import { toast } from "@/components/ui/toast";

export interface IdentityValues {
  name: string;
  phone: string;
  email: string;
  street: string;
  city: string;
  state: string;
  zip: string;
}

type Errors = Record<string, string[] | undefined>;

/** The business's name, phone, email and address: all at once, kept as typed when refused. */
export function BusinessIdentityForm({ initial }: { initial: IdentityValues }) {
  const router = useRouter();
  const errorId = `${useId()}-error`;
  const [v, setV] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  const [fieldErrors, setFieldErrors] = useState<Errors>({});
  const set = (k: keyof IdentityValues, value: string) => setV((old) => ({ ...old, [k]: value }));
  const err = (k: keyof IdentityValues) => fieldErrors[k]?.[0] ?? null;

  async function save(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    setBusy(true);
    setError("");
    setFieldErrors({});
    const res = await postJson<{ version: number }>("/api/admin/settings/business", v, { method: "PUT" });
    setBusy(false);
    if (!res.ok) {
      const fields = res.fieldErrors ?? {};
      setFieldErrors(fields);
      if (Object.keys(fields).length > 0) requestAnimationFrame(() => focusFirstInvalid(form));
      else setError(res.error);
      return;
    }
    toast.success("Saved. Every page shows it within a minute.");
    router.refresh();
  }

  const text = (k: keyof IdentityValues, label: string, maxLength: number, extra: Record<string, string> = {}) => (
    <Field
      label={label}
      value={v[k]}
      maxLength={maxLength}
      error={err(k)}
      required
      onChange={(e) => set(k, e.currentTarget.value)}
      {...extra}
    />
  );

  return (
    <form onSubmit={save} noValidate aria-describedby={error ? errorId : undefined} className="mt-6 max-w-xl space-y-4">
      {text("name", "Business name", 80, { autoComplete: "organization" })}
      {text("phone", "Phone", 40, { type: "tel", autoComplete: "tel", inputMode: "tel" })}
      {text("email", "Email", 254, { type: "email", autoComplete: "email" })}
      {text("street", "Street address", 120, { autoComplete: "address-line1" })}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        {text("city", "City", 60, { autoComplete: "address-level2" })}
        {text("state", "State", 2, { autoComplete: "address-level1" })}
        {text("zip", "ZIP code", 10, { autoComplete: "postal-code", inputMode: "numeric" })}
      </div>
      <FormError id={errorId} error={error} />
      <Button type="submit" disabled={busy}>
        {busy ? "Saving…" : "Save business details"}
      </Button>
    </form>
  );
}
