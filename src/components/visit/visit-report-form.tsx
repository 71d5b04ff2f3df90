"use client";

import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { postBytes } from "@/components/ui/post-bytes";
import { postJson } from "@/components/ui/post-json";
import { Textarea } from "@/components/ui/textarea";
import { checkPhotoFile, PHOTO_ACCEPT, PHOTO_LIMITS, PHOTO_REFUSALS, SNIFF_BYTES } from "@/domain/visit/photo-rules";
import { type PhotoKind, REPORT_TEXT_MAX, type ReportPhoto } from "@/domain/visit/report";

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

/** One photo on its way, or refused, or stored. */
interface Upload {
  localId: string;
  kind: PhotoKind;
  file: File | null;
  state: "sending" | "failed" | "done";
  progress: number;
  error?: string;
  photo?: ReportPhoto;
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

const KIND_TITLE: Record<PhotoKind, string> = { before: "Before", after: "After" };

/**
 * The crew's report on the phone: big checkboxes, two text boxes and the camera. What is typed is
 * kept on the phone (localStorage, per visit) until the server has it, so a dropped connection or a
 * closed tab loses nothing; each photo is sent as soon as it is taken and can be sent again.
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
  const [uploads, setUploads] = useState<Upload[]>(() =>
    props.photos.map((p) => ({ localId: p.id, kind: p.kind, file: null, state: "done", progress: 1, photo: p })),
  );

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
    const res = await postJson<{ report: { updatedAt: string } }>(
      `/api/crew/visits/${bookingId}/report`,
      { checklist: [...checked], findings, recommendations },
      { method: "PUT" },
    );
    if (res.ok) {
      localStorage.removeItem(draftKey(bookingId));
      setStatus({ kind: "saved", text: "Saved" });
    } else {
      setStatus({ kind: "error", text: `${res.error} The report is kept on this phone.` });
    }
  }

  function update(localId: string, patch: Partial<Upload>) {
    setUploads((all) => all.map((u) => (u.localId === localId ? { ...u, ...patch } : u)));
  }

  async function send(localId: string, kind: PhotoKind, file: File) {
    update(localId, { state: "sending", progress: 0, error: undefined });
    // The same first check the server makes, so a wrong file is told at once, not after sending it.
    const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
    const checkedFile = checkPhotoFile({ size: file.size, head });
    if (!checkedFile.ok) {
      update(localId, { state: "failed", error: PHOTO_REFUSALS[checkedFile.reason].message });
      return;
    }
    const res = await postBytes<{ photo: ReportPhoto }>(`/api/crew/visits/${bookingId}/photos?kind=${kind}`, file, {
      contentType: `image/${checkedFile.type}`,
      onProgress: (progress) => update(localId, { progress }),
    });
    if (res.ok) update(localId, { state: "done", progress: 1, photo: res.photo, file: null });
    else update(localId, { state: "failed", error: res.error });
  }

  function choose(kind: PhotoKind, files: FileList | null) {
    for (const file of Array.from(files ?? [])) {
      const localId = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
      setUploads((all) => [...all, { localId, kind, file, state: "sending", progress: 0 }]);
      void send(localId, kind, file);
    }
  }

  async function remove(upload: Upload) {
    if (!upload.photo) {
      setUploads((all) => all.filter((u) => u.localId !== upload.localId));
      return;
    }
    const res = await postJson(`/api/visits/${bookingId}/photos/${upload.photo.id}`, {}, { method: "DELETE" });
    if (res.ok) setUploads((all) => all.filter((u) => u.localId !== upload.localId));
    else update(upload.localId, { error: res.error });
  }

  const stored = uploads.filter((u) => u.state !== "failed").length;
  const full = stored >= PHOTO_LIMITS.maxPerVisit;

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

      {(["before", "after"] as const).map((kind) => (
        <section key={kind} aria-labelledby={`photos-${kind}`}>
          <h2 id={`photos-${kind}`} className="font-bold text-xl">
            {KIND_TITLE[kind]} photos
          </h2>
          <ul className="mt-3 grid grid-cols-3 gap-2">
            {uploads
              .filter((u) => u.kind === kind)
              .map((u) => (
                <li key={u.localId} className="text-sm" data-testid="photo-upload" data-state={u.state}>
                  {u.photo ? (
                    // biome-ignore lint/performance/noImgElement: the photo route authorises each request; an optimiser in between would cache it
                    <img
                      src={u.photo.thumbUrl}
                      alt={`${KIND_TITLE[kind]} the work`}
                      className="aspect-square w-full rounded-md border border-slate-200 object-cover"
                    />
                  ) : (
                    <div className="flex aspect-square w-full items-center justify-center rounded-md border border-slate-300 border-dashed p-1 text-center text-slate-700">
                      {u.state === "sending" ? `Sending… ${Math.round(u.progress * 100)}%` : "Not sent"}
                    </div>
                  )}
                  {u.state === "sending" && (
                    <progress className="mt-1 w-full" max={1} value={u.progress} aria-label="Sending the photo" />
                  )}
                  {u.error && (
                    <p role="alert" className="mt-1 text-red-800">
                      {u.error}
                    </p>
                  )}
                  <div className="mt-1 flex flex-wrap gap-1">
                    {u.state === "failed" && u.file && (
                      <Button size="sm" variant="outline" onClick={() => u.file && void send(u.localId, kind, u.file)}>
                        Send again
                      </Button>
                    )}
                    {u.state !== "sending" && (
                      <Button size="sm" variant="danger" onClick={() => void remove(u)}>
                        Remove
                      </Button>
                    )}
                  </div>
                </li>
              ))}
          </ul>
          <label
            className={`mt-3 flex min-h-14 w-full cursor-pointer items-center justify-center rounded-xl border-2 border-brand-600 border-dashed px-4 py-3 font-semibold text-brand-700 ${full ? "opacity-60" : ""}`}
          >
            {full ? `${PHOTO_LIMITS.maxPerVisit} photos: remove one to add another` : `Take a ${kind} photo`}
            <input
              type="file"
              accept={PHOTO_ACCEPT}
              capture="environment"
              disabled={full}
              className="sr-only"
              data-testid={`photo-input-${kind}`}
              onChange={(e) => {
                choose(kind, e.currentTarget.files);
                e.currentTarget.value = "";
              }}
            />
          </label>
        </section>
      ))}

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
