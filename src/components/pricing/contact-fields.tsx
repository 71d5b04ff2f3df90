"use client";

import type { RefObject } from "react";
import { LocateIcon, SpinnerIcon } from "@/components/ui/icons";
import { INPUT_BUTTON_CLASS, Input } from "@/components/ui/input";
import { INVALID_RING_CLASS } from "@/components/ui/invalid-ring";
import type { Contact, ContactField } from "./use-price-request";

const CONTACT_FIELDS: {
  field: Exclude<ContactField, "address">;
  label: string;
  type: string;
  autoComplete: string;
  wide?: boolean;
}[] = [
  { field: "fullName", label: "Full name", type: "text", autoComplete: "name" },
  { field: "phone", label: "Phone", type: "tel", autoComplete: "tel" },
  { field: "email", label: "Email", type: "email", autoComplete: "email", wide: true },
];

/** The calculator's contact fields and the optional service address with "Use my location". */
export function ContactFields({
  formId,
  contact,
  invalid,
  fieldMessage,
  fields,
  update,
  locating,
  locateMe,
}: {
  formId: string;
  contact: Contact;
  invalid: ContactField | null;
  /** The server's sentence for the invalid field, shown under it. */
  fieldMessage: string | null;
  fields: RefObject<Partial<Record<ContactField, HTMLInputElement | null>>>;
  update: (field: keyof Contact) => (e: React.ChangeEvent<HTMLInputElement>) => void;
  locating: boolean;
  locateMe: () => void;
}) {
  return (
    <div className="mt-4 grid gap-3 @lg:grid-cols-2">
      {/* Input, not Field: Field's wiring would add to the first load of every calculator page
          (JS budget); the server's sentence for a field is wired here by hand. */}
      {CONTACT_FIELDS.map((f) => (
        <div key={f.field} className={f.wide ? "@lg:col-span-2" : undefined}>
          <label htmlFor={`${formId}-${f.field}`} className="font-medium text-slate-700 text-sm">
            {f.label}
          </label>
          <Input
            id={`${formId}-${f.field}`}
            ref={(el) => {
              fields.current[f.field] = el;
            }}
            className={INVALID_RING_CLASS}
            type={f.type}
            autoComplete={f.autoComplete}
            required
            aria-invalid={invalid === f.field}
            aria-describedby={invalid === f.field && fieldMessage ? `${formId}-${f.field}-error` : undefined}
            value={contact[f.field]}
            onChange={update(f.field)}
          />
          {invalid === f.field && fieldMessage && (
            <FieldMessage id={`${formId}-${f.field}-error`} text={fieldMessage} />
          )}
        </div>
      ))}
      <div className="@lg:col-span-2">
        <label htmlFor={`${formId}-address`} className="font-medium text-slate-700 text-sm">
          Service address <span className="font-normal text-muted">(optional)</span>
        </label>
        <div className="mt-1 flex flex-col gap-2 @lg:flex-row">
          <Input
            id={`${formId}-address`}
            ref={(el) => {
              fields.current.address = el;
            }}
            className={`${INVALID_RING_CLASS} mt-0`}
            aria-invalid={invalid === "address"}
            aria-describedby={invalid === "address" && fieldMessage ? `${formId}-address-error` : undefined}
            type="text"
            autoComplete="address-line1"
            value={contact.address}
            onChange={update("address")}
          />
          <button type="button" onClick={locateMe} disabled={locating} className={`${INPUT_BUTTON_CLASS} gap-2`}>
            {locating ? (
              <SpinnerIcon aria-hidden="true" className="h-4 w-4 animate-spin" />
            ) : (
              <LocateIcon aria-hidden="true" className="h-4 w-4" />
            )}
            Use my location
          </button>
        </div>
        {invalid === "address" && fieldMessage && <FieldMessage id={`${formId}-address-error`} text={fieldMessage} />}
      </div>
    </div>
  );
}

function FieldMessage({ id, text }: { id: string; text: string }) {
  return (
    <p id={id} role="alert" className="mt-1 text-red-700 text-sm" data-testid="field-error">
      {text}
    </p>
  );
}
