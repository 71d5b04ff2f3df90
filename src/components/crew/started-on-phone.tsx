"use client";

import { useEffect, useState } from "react";
import { subscribe } from "@/components/crew/offline/outbox";
import { queuedSteps } from "@/domain/visit/offline-queue";

/**
 * The report form of a visit whose "Arrived / started" waits on the phone: the server's
 * copy of the page says the visit has not started, the phone knows better, and the report queued
 * after the step reaches the server after it.
 */
export function StartedOnPhone({
  bookingId,
  fallback,
  children,
}: {
  bookingId: string;
  fallback: React.ReactNode;
  children: React.ReactNode;
}) {
  const [started, setStarted] = useState(false);
  useEffect(
    () =>
      subscribe((items) =>
        setStarted(queuedSteps(items, bookingId).some((i) => i.kind === "step" && i.step.step !== "on-my-way")),
      ),
    [bookingId],
  );
  return started ? children : fallback;
}
