"use client";

import { useEffect, useState } from "react";
import { submit } from "@/components/crew/offline/outbox";
import { outboxStore } from "@/components/crew/offline/outbox-store";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { REPORT_TEXT_MAX, type ReportPhoto } from "@/domain/visit/report";
import { ReportPhotos } from "./report-photos";

export interface VisitReportFormProps {
  bookingId: string;
  checklist: { key: string; label: string; done: boolean }[];
  findings: string;
  recommendations: string;
  photos: ReportPhoto[];
}

interface Draft {
  checklist: string[];
  findings: string;
  recommendations: string;
}

const draftKey = (bookingId: string) => `cv.visit-report.${bookingId}`;

function readDraft(bookingId: string): Draft | null {
  try {
    const raw = localStorage.getItem(draftKey(bookingId));
    if (!raw) return null;
    const d = JSON.parse(raw) as Partial<Draft>;
    if (!Array.isArray(d.checklist) || typeof d.findings !== "string" || typeof d.recommendations !== "string") {
      return null;
    }
    return {
      checklist: d.checklist.filter((k) => typeof k === "string"),
      findings: d.findings,
      recommendations: d.recommendations,
    };
  } catch {
    return null;
  }
}

/**
 * The crew's report on the phone: big checkboxes, two text boxes and the camera. What is typed is
 * kept on the phone (localStorage, per visit) until the server has it, so a dropped connection or a
 * closed tab loses nothing; a save without signal waits in the phone's outbox and goes
 * by itself, in order after the visit's steps; photos are ReportPhotos'.
 */
export function VisitReportForm(props: VisitReportFormProps) {
  const { bookingId } = props;
  const [checked, setChecked] = useState<Set<string>>(
    () => new Set(props.checklist.filter((i) => i.done).map((i) => i.key)),
  );
  const [findings, setFindings] = useState(props.findings);
  const [recommendations, setRecommendations] = useState(props.recommendations);
  const [status, setStatus] = useState<{ kind: "idle" | "saving" | "saved" | "draft" | "error"; text?: string }>({
    kind: "idle",
  });

  // After the first render, so the server's page and the browser's first render agree.
  useEffect(() => {
    const draft = readDraft(bookingId);
    if (draft) {
      const known = new Set(props.checklist.map((i) => i.key));
      setChecked(new Set(draft.checklist.filter((k) => known.has(k))));
      setFindings(draft.findings);
      setRecommendations(draft.recommendations);
      setStatus({
        kind: "draft",
        text: "Restored the report you were writing on this phone. Save it when it is done.",
      });
    }
  }, [bookingId, props.checklist]);

  function keepDraft(next: Partial<Draft>) {
    const draft: Draft = { checklist: [...checked], findings, recommendations, ...next };
    try {
      localStorage.setItem(draftKey(bookingId), JSON.stringify(draft));
    } catch {
      // A full or disabled storage only loses the draft; the form still saves.
    }
    if (status.kind === "saved") setStatus({ kind: "idle" });
  }

  async function save() {
    setStatus({ kind: "saving" });
    // The latest words replace any earlier save still waiting on the phone (the server keeps the last).
    for (const i of await outboxStore.all().catch(() => [])) {
      if (i.kind === "report" && i.bookingId === bookingId && i.state === "waiting") await outboxStore.remove(i.seq);
    }
    const sent = await submit({
      kind: "report",
      bookingId,
      tappedAt: new Date().toISOString(),
      state: "waiting",
      attempts: 0,
      notBefore: 0,
      label: "Visit report",
      report: { checklist: [...checked], findings, recommendations },
    });
    if (sent.kind === "sent") {
      localStorage.removeItem(draftKey(bookingId));
      setStatus({ kind: "saved", text: "Saved" });
    } else if (sent.kind === "queued") {
      setStatus({
        kind: "draft",
        text: "Waiting to send: the report is kept on this phone and goes when there is signal.",
      });
    } else {
      setStatus({ kind: "error", text: `${sent.message} The report is kept on this phone.` });
    }
  }

  return (
    <form
      className="space-y-8"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <fieldset>
        <legend className="font-bold text-xl">What was done</legend>
        <ul className="mt-3 space-y-2">
          {props.checklist.map((item) => (
            <li key={item.key}>
              <label className="flex min-h-14 items-center gap-4 rounded-xl border border-slate-300 px-4 py-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
                <input
                  type="checkbox"
                  name="checklist"
                  value={item.key}
                  checked={checked.has(item.key)}
                  onChange={(e) => {
                    const next = new Set(checked);
                    if (e.currentTarget.checked) next.add(item.key);
                    else next.delete(item.key);
                    setChecked(next);
                    keepDraft({ checklist: [...next] });
                  }}
                  className="h-7 w-7 shrink-0 accent-brand-600"
                />
                <span className="text-base">{item.label}</span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>

      {(["findings", "recommendations"] as const).map((field) => {
        const value = field === "findings" ? findings : recommendations;
        const set = field === "findings" ? setFindings : setRecommendations;
        return (
          <div key={field}>
            <label htmlFor={`report-${field}`} className="block font-bold text-xl">
              {field === "findings" ? "What you found" : "Recommendations"}
            </label>
            <Textarea
              id={`report-${field}`}
              name={field}
              rows={5}
              maxLength={REPORT_TEXT_MAX}
              value={value}
              aria-describedby={`report-${field}-count`}
              onChange={(e) => {
                set(e.currentTarget.value);
                keepDraft({ [field]: e.currentTarget.value });
              }}
            />
            <p id={`report-${field}-count`} className="mt-1 text-slate-600 text-sm">
              {value.length.toLocaleString("en-US")} of {REPORT_TEXT_MAX.toLocaleString("en-US")} characters
            </p>
          </div>
        );
      })}

      <ReportPhotos bookingId={bookingId} photos={props.photos} />

      <div className="sticky bottom-0 -mx-4 border-slate-200 border-t bg-white px-4 py-3">
        <Button type="submit" className="w-full" disabled={status.kind === "saving"}>
          {status.kind === "saving" ? "Saving…" : "Save the report"}
        </Button>
        <p
          role="status"
          className={`mt-2 min-h-5 text-center text-sm ${status.kind === "error" ? "text-red-800" : "text-slate-700"}`}
          data-testid="report-status"
        >
          {status.text ?? ""}
        </p>
      </div>
    </form>
  );
}
