"use client";

import { useEffect, useState } from "react";
import { subscribe } from "@/components/crew/offline/outbox";
import type { OutboxItem } from "@/components/crew/offline/outbox-store";
import { StepButton } from "@/components/crew/step-button";
import { clockTime } from "@/domain/visit/crew-visit";
import { queuedSteps } from "@/domain/visit/offline-queue";
import { VISIT_STEP_LABELS } from "@/domain/visit/visit-steps";

const LINK =
  "mt-3 inline-flex min-h-12 w-full items-center justify-center rounded-full border border-slate-900 bg-slate-900 px-4 font-semibold text-white";

/**
 * A job card's steps as the phone knows them: while steps tapped without signal wait in
 * the outbox, the card shows them taken, at the time they were tapped, and offers the next one, so
 * the technician goes on with the visit in a basement. Otherwise the server's card as rendered.
 */
export function QueuedSteps({
  bookingId,
  timeZone,
  where,
  children,
}: {
  bookingId: string;
  timeZone: string;
  where: string;
  children: React.ReactNode;
}) {
  const [items, setItems] = useState<OutboxItem[]>([]);
  useEffect(() => subscribe(setItems), []);
  const queued = queuedSteps(items, bookingId).flatMap((i) => (i.kind === "step" ? [i] : []));
  const last = queued.at(-1)?.step.step;
  if (!last) return children;
  const next = last === "on-my-way" ? "start" : last === "start" ? "finish" : null;
  return (
    <div data-testid="queued-steps">
      <p className="rounded-lg bg-amber-50 p-3 font-medium text-amber-950">
        {queued
          .map((q) => `${VISIT_STEP_LABELS[q.step.step]} ${clockTime(new Date(q.tappedAt), timeZone)}`)
          .join(" · ")}
        : waiting to send
      </p>
      {next && (
        <div className="mt-3">
          <StepButton bookingId={bookingId} step={next} where={where} />
        </div>
      )}
      {last !== "on-my-way" && (
        <a href={`/crew/visits/${bookingId}/report`} className={LINK}>
          Visit report and photos
        </a>
      )}
    </div>
  );
}
