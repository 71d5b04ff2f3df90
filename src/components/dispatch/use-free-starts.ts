"use client";

import { useEffect, useState } from "react";
import { postJson } from "@/components/ui/post-json";

/**
 * The starts a crew has free for a job on a day, asked again as the choices change (null while
 * asking). A read, not a form's post: it changes nothing, so it keeps no busy state and refreshes
 * nothing, and a newer choice aborts the older question. `onRefused` must keep its identity (a state
 * setter), or each render would ask again.
 */
export function useFreeStarts(
  bookingId: string | null,
  crewId: string,
  date: string,
  onRefused: (error: string) => void,
) {
  const [starts, setStarts] = useState<string[] | null>(null);
  useEffect(() => {
    if (!bookingId || !crewId || !date) return;
    const ask = new AbortController();
    setStarts(null);
    postJson<{ starts: string[] }>(
      "/api/admin/dispatch/open-times",
      { bookingId, crewId, date },
      { signal: ask.signal },
    ).then((res) => {
      if (ask.signal.aborted) return;
      if (!res.ok) {
        setStarts([]);
        onRefused(res.error);
        return;
      }
      setStarts(res.starts);
    });
    return () => ask.abort();
  }, [bookingId, crewId, date, onRefused]);
  return starts;
}
