"use client";

import { SaveFoot, useSettingsForm } from "@/components/admin/settings-form";
import { Field } from "@/components/ui/field";
import { ActionForm } from "@/components/ui/post-action";
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

/** The business's name, phone, email and address: all at once, kept as typed when refused. */
export function BusinessIdentityForm({ initial }: { initial: IdentityValues }) {
  const form = useSettingsForm(initial);

  async function save() {
    if (await form.post("/api/admin/settings/business", form.values, { method: "PUT" }))
      toast.success("Saved. Every page shows it within a minute.");
  }

  const text = (k: keyof IdentityValues, label: string, maxLength: number, extra: Record<string, string> = {}) => (
    <Field label={label} maxLength={maxLength} required {...form.bind(k)} {...extra} />
  );

  return (
    <ActionForm action={form} onSubmit={save} noValidate className="mt-6 max-w-xl space-y-4">
      {text("name", "Business name", 80, { autoComplete: "organization" })}
      {text("phone", "Phone", 40, { type: "tel", autoComplete: "tel", inputMode: "tel" })}
      {text("email", "Email", 254, { type: "email", autoComplete: "email" })}
      {text("street", "Street address", 120, { autoComplete: "address-line1" })}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        {text("city", "City", 60, { autoComplete: "address-level2" })}
        {text("state", "State", 2, { autoComplete: "address-level1" })}
        {text("zip", "ZIP code", 10, { autoComplete: "postal-code", inputMode: "numeric" })}
      </div>
      <SaveFoot action={form} label="Save business details" />
    </ActionForm>
  );
}
