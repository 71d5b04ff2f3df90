"use client";

import { useEffect, useRef, useState } from "react";
import { dismiss, submit, subscribe, watchProgress } from "@/components/crew/offline/outbox";
import type { OutboxItem } from "@/components/crew/offline/outbox-store";
import { shrinkPhoto } from "@/components/crew/offline/shrink-photo";
import { Button } from "@/components/ui/button";
import { usePostAction } from "@/components/ui/post-action";
import { checkPhotoFile, PHOTO_ACCEPT, PHOTO_LIMITS, PHOTO_REFUSALS, SNIFF_BYTES } from "@/domain/visit/photo-rules";
import type { PhotoKind, ReportPhoto } from "@/domain/visit/report";

/** One photo: stored, on its way, waiting for signal on the phone, or refused. */
interface Upload {
  /** The stored photo's id, or the queued upload's key. */
  localId: string;
  kind: PhotoKind;
  state: "sending" | "waiting" | "failed" | "done";
  /** The picture shown at once: the phone's own copy until the server's thumbnail is known. */
  thumb: string | null;
  error?: string;
  photo?: ReportPhoto;
  /** How much of the upload has left the phone, while it is being sent. */
  progress?: number;
  /** The outbox item, while there is one. */
  seq?: number;
}

const KIND_TITLE: Record<PhotoKind, string> = { before: "Before", after: "After" };

const queuedPhoto = (i: OutboxItem) => (i.kind === "photo" ? i : null);

/**
 * Before and after photos on the phone: each is checked, shrunk to at most 2,048 px and
 * queued in the phone's outbox, its thumbnail shown at once; the outbox sends it now or when the
 * signal returns, retrying by itself. A photo the server refuses stays with its sentence.
 */
export function ReportPhotos({ bookingId, photos }: { bookingId: string; photos: ReportPhoto[] }) {
  const removal = usePostAction();
  const [uploads, setUploads] = useState<Upload[]>(() =>
    photos.map((p) => ({ localId: p.id, kind: p.kind, state: "done", thumb: p.thumbUrl, photo: p })),
  );
  const urls = useRef(new Map<string, string>());

  // Photos still in the outbox (taken before a reload, or sent in the background) follow its state.
  useEffect(() => {
    const url = (key: string, blob: Blob) => {
      const kept = urls.current.get(key);
      if (kept) return kept;
      const made = URL.createObjectURL(blob);
      urls.current.set(key, made);
      return made;
    };
    return subscribe((items) => {
      const queued = new Map(
        items.flatMap((i) => {
          const p = queuedPhoto(i);
          return p && p.bookingId === bookingId ? [[p.photo.key, p] as const] : [];
        }),
      );
      setUploads((all) => {
        const known = new Set(all.map((u) => u.localId));
        const next: Upload[] = all.map((u): Upload => {
          const q = queued.get(u.localId);
          if (q) {
            return q.state === "refused"
              ? { ...u, state: "failed", error: q.error, seq: q.seq }
              : { ...u, state: u.state === "sending" ? "sending" : "waiting", seq: q.seq };
          }
          // Gone from the outbox while waiting: the server has it.
          return u.state === "waiting" ? { ...u, state: "done", seq: undefined } : u;
        });
        for (const [key, q] of queued) {
          if (known.has(key)) continue;
          next.push({
            localId: key,
            kind: q.photo.kind,
            state: q.state === "refused" ? "failed" : "waiting",
            thumb: url(key, q.photo.blob),
            error: q.error,
            seq: q.seq,
          });
        }
        return next;
      });
    });
  }, [bookingId]);

  useEffect(() => {
    const made = urls.current;
    return () => {
      for (const u of made.values()) URL.revokeObjectURL(u);
    };
  }, []);

  function update(localId: string, patch: Partial<Upload>) {
    setUploads((all) => all.map((u) => (u.localId === localId ? { ...u, ...patch } : u)));
  }

  async function take(kind: PhotoKind, file: File) {
    const key = crypto.randomUUID();
    // The same first check the server makes, so a wrong file is told at once, not after sending it.
    const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
    const checked = checkPhotoFile({ size: file.size, head });
    if (!checked.ok) {
      setUploads((all) => [
        ...all,
        { localId: key, kind, state: "failed", thumb: null, error: PHOTO_REFUSALS[checked.reason].message },
      ]);
      return;
    }
    const blob = await shrinkPhoto(file);
    const thumb = URL.createObjectURL(blob);
    urls.current.set(key, thumb);
    setUploads((all) => [...all, { localId: key, kind, state: "sending", thumb }]);
    const unwatch = watchProgress(key, (fraction) => update(key, { progress: fraction }));
    const sent = await submit({
      kind: "photo",
      bookingId,
      tappedAt: new Date().toISOString(),
      state: "waiting",
      attempts: 0,
      notBefore: 0,
      label: `${KIND_TITLE[kind]} photo`,
      photo: { kind, key, blob },
    });
    unwatch();
    if (sent.kind === "sent") {
      const photo = (sent.body as { photo?: ReportPhoto }).photo;
      update(key, { state: "done", seq: undefined, ...(photo ? { photo, thumb: photo.thumbUrl } : {}) });
    } else if (sent.kind === "refused") update(key, { state: "failed", error: sent.message, seq: undefined });
    else update(key, { state: "waiting" });
  }

  async function remove(upload: Upload) {
    if (upload.seq !== undefined) await dismiss(upload.seq);
    if (!upload.photo) {
      setUploads((all) => all.filter((u) => u.localId !== upload.localId));
      return;
    }
    // Each photo shows its own refusal; the list is this component's, so nothing to read again.
    const res = await removal.post(
      `/api/visits/${bookingId}/photos/${upload.photo.id}`,
      {},
      { method: "DELETE", refresh: false, onRefused: (refused) => update(upload.localId, { error: refused.error }) },
    );
    if (res) setUploads((all) => all.filter((u) => u.localId !== upload.localId));
  }

  const full = uploads.filter((u) => u.state !== "failed").length >= PHOTO_LIMITS.maxPerVisit;

  return (["before", "after"] as const).map((kind) => (
    <section key={kind} aria-labelledby={`photos-${kind}`}>
      <h2 id={`photos-${kind}`} className="font-bold text-xl">
        {KIND_TITLE[kind]} photos
      </h2>
      <ul className="mt-3 grid grid-cols-3 gap-2">
        {uploads
          .filter((u) => u.kind === kind)
          .map((u) => (
            <li key={u.localId} className="text-sm" data-testid="photo-upload" data-state={u.state}>
              {u.thumb ? (
                // biome-ignore lint/performance/noImgElement: the photo route authorises each request, and a queued photo is the phone's own blob
                <img
                  src={u.thumb}
                  alt={`${KIND_TITLE[kind]} the work`}
                  className="aspect-square w-full rounded-md border border-slate-200 object-cover"
                />
              ) : (
                <div className="flex aspect-square w-full items-center justify-center rounded-md border border-slate-300 border-dashed p-1 text-center text-slate-700">
                  Not sent
                </div>
              )}
              {u.state === "sending" && (
                <progress className="mt-1 w-full" max={1} value={u.progress ?? 0} aria-label="Sending the photo" />
              )}
              {u.state === "waiting" && <p className="mt-1 text-slate-700">Waiting to send</p>}
              {u.error && (
                <p role="alert" className="mt-1 text-red-800">
                  {u.error}
                </p>
              )}
              {u.state !== "sending" && (u.state !== "done" || u.photo) && (
                <Button size="sm" variant="danger" className="mt-1" onClick={() => void remove(u)}>
                  Remove
                </Button>
              )}
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
            for (const file of Array.from(e.currentTarget.files ?? [])) void take(kind, file);
            e.currentTarget.value = "";
          }}
        />
      </label>
    </section>
  ));
}
