"use client";

import { useId, useState } from "react";
import { usePostAction } from "@/components/ui/post-action";
import { toast } from "@/components/ui/toast";
import { PhoneProof } from "./phone-proof";

export interface TextSwitchView {
  on: boolean;
  /** "(415) 555-0199", or null when no US number is on file. */
  phone: string | null;
  /** The number answered a code: only then can the switch turn texts on. */
  proved: boolean;
  /** The number replied STOP: only a START from that phone turns texts back on. */
  stopped: boolean;
  /** A number asked for and not proved yet ("(415) 555-0199"), and whether a code is out for it. */
  pending: { phone: string; codeSent: boolean } | null;
}

/**
 * Texts about my visits: on or off in one tap to a number the customer proved; any other number
 * proves itself first with a texted code (docs/decisions/0022-sms.md).
 */
export function TextSwitch({ view, consentText }: { view: TextSwitchView; consentText: string }) {
  const id = useId();
  const [on, setOn] = useState(view.on);
  const action = usePostAction();
  const { busy, error } = action;

  async function flip() {
    const result = await action.post<{ texts: TextSwitchView }>("/api/account/texts", { on: !on });
    if (!result) return;
    setOn(result.texts.on);
    toast.success(result.texts.on ? "Texts about your visits are on." : "Texts are off. We will only email you.");
  }

  return (
    <section className="mt-10 rounded-xl border border-slate-200 bg-white p-5" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="font-bold text-xl">
        Texts about your visits
      </h2>
      <div className="mt-3 flex items-center justify-between gap-4">
        <p id={`${id}-state`} className="text-slate-800">
          {on && view.phone ? `On: we text ${view.phone}.` : "Off: we only email you."}
        </p>
        <button
          type="button"
          role="switch"
          aria-checked={on}
          aria-labelledby={`${id}-heading`}
          aria-describedby={`${id}-state ${id}-terms`}
          disabled={busy || (!on && !view.proved)}
          onClick={flip}
          data-testid="text-switch"
          className={`relative inline-flex h-8 w-14 shrink-0 items-center rounded-full border-2 transition-colors focus-visible:outline-2 focus-visible:outline-brand-700 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60 ${
            on ? "border-brand-700 bg-brand-700" : "border-slate-500 bg-slate-200"
          }`}
        >
          <span
            aria-hidden="true"
            className={`inline-block h-6 w-6 rounded-full bg-white shadow transition-transform ${on ? "translate-x-6" : "translate-x-0.5"}`}
          />
        </button>
      </div>
      <p id={`${id}-terms`} className="mt-2 text-slate-600 text-sm">
        {consentText}
      </p>
      {view.proved && !view.pending ? (
        <details className="mt-3">
          <summary className="cursor-pointer text-brand-800 text-sm underline">Text another number</summary>
          <PhoneProof initialPhone="" codeSent={false} />
        </details>
      ) : (
        <PhoneProof initialPhone={view.pending?.phone ?? view.phone ?? ""} codeSent={view.pending?.codeSent ?? false} />
      )}
      {view.stopped && (
        <p className="mt-2 text-slate-700 text-sm" data-testid="text-stopped">
          Your phone replied STOP, so nothing is texted to it. Reply START to our number to get texts again.
        </p>
      )}
      {error && (
        <p role="alert" className="mt-2 text-red-800 text-sm">
          {error}
        </p>
      )}
    </section>
  );
}
