"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { usePostAction } from "@/components/ui/post-action";
import { toast } from "@/components/ui/toast";
import type { DashboardProfile } from "./dashboard";

const FIELDS = [
  ["fullName", "Full name", "name"],
  ["phone", "Phone", "tel"],
  ["defaultAddress", "Default address", "address-line1"],
] as const;

/** The customer's name, phone and default address: read, and edited in place. */
export function ProfilePanel({ profile }: { profile: DashboardProfile }) {
  const action = usePostAction();
  const [editing, setEditing] = useState(false);
  const [form, setForm] = useState(profile);
  const rows: [string, string][] = [
    ["Full name", profile.fullName],
    ["Email", profile.email],
    ["Phone", profile.phone || "Not set"],
    ["Default address", profile.defaultAddress || "Not set"],
  ];
  async function save(e: React.FormEvent) {
    e.preventDefault();
    const res = await action.post(
      "/api/profile",
      { fullName: form.fullName, phone: form.phone, defaultAddress: form.defaultAddress },
      { method: "PATCH", onRefused: (refused) => toast.error("Profile not saved", { description: refused.error }) },
    );
    if (!res) return;
    toast.success("Profile updated");
    setEditing(false);
  }
  if (!editing) {
    return (
      <div className="rounded-xl border border-slate-200 bg-white p-6">
        <dl className="grid gap-4 sm:grid-cols-2">
          {rows.map(([k, v]) => (
            <div key={k}>
              <dt className="text-slate-600 text-sm">{k}</dt>
              <dd className="font-medium">{v}</dd>
            </div>
          ))}
        </dl>
        <Button variant="outline" size="md" onClick={() => setEditing(true)} className="mt-6">
          Edit
        </Button>
      </div>
    );
  }
  return (
    <form onSubmit={save} className="space-y-4 rounded-xl border border-slate-200 bg-white p-6">
      {FIELDS.map(([key, label, autoComplete]) => (
        <Field
          key={key}
          label={label}
          autoComplete={autoComplete}
          value={form[key]}
          required={key === "fullName"}
          // These inputs always were in the label's small type; kept so the panel looks as it did.
          inputClassName="text-sm"
          onChange={(e) => setForm({ ...form, [key]: e.currentTarget.value })}
        />
      ))}
      <div className="flex gap-3">
        <Button type="submit" size="md" disabled={action.busy}>
          Save
        </Button>
        <Button variant="quiet" size="md" onClick={() => setEditing(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
