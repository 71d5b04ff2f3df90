"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { usePostAction } from "@/components/ui/post-action";
import { toast } from "@/components/ui/toast";
import type { RouteShown } from "@/domain/dispatch/board-input";
import { formatDrive } from "@/domain/geo/drive-time";
import { formatTime } from "@/domain/scheduling/words";

/**
 * A crew's day in a shorter order (decision 0043): "Suggest route" shows the order the heuristic
 * finds and the drive it saves; "Apply" moves each job through the owner's move (its rules, the
 * customers' emails), or says in a sentence why it cannot. Plain buttons: the keyboard's way too.
 */
export function CrewRoute({ crew, date }: { crew: { id: string; name: string }; date: string }) {
  const action = usePostAction();
  const { busy } = action;
  const [route, setRoute] = useState<RouteShown | null>(null);
  const [message, setMessage] = useState("");

  async function ask(apply: boolean) {
    setMessage("");
    const res = await action.post<{ route?: RouteShown; moved?: number }>(
      "/api/admin/dispatch/crew-route",
      { crewId: crew.id, date, apply },
      {
        // A suggestion changes nothing; the refusal is said in the section's live line.
        refresh: apply,
        refusal: (refused) => {
          setMessage(apply ? `The route was not applied. ${refused.error}` : refused.error);
          return "";
        },
      },
    );
    if (!res) return;
    if (!apply) {
      setRoute(res.route ?? null);
      return;
    }
    setRoute(null);
    const moved = res.moved ?? 0;
    setMessage(`Route applied: ${moved} job${moved === 1 ? "" : "s"} moved, each customer emailed the new time.`);
    toast.success(`${crew.name}'s route applied`);
  }

  const headingId = `route-${crew.id}`;
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 p-4" data-testid="crew-route">
      <h3 id={headingId} className="font-semibold">
        {crew.name}
      </h3>
      <Button
        type="button"
        size="sm"
        variant="outline"
        className="mt-2"
        disabled={busy}
        onClick={() => void ask(false)}
        aria-label={`Suggest route for ${crew.name}`}
      >
        Suggest route
      </Button>
      {route && (
        <div className="mt-3 text-sm">
          <ol className="ml-5 list-decimal" data-testid="route-order">
            {route.stops.map((s) => (
              <li key={s.id}>
                {s.customerName}: {formatTime(s.from)}
                {s.to && s.to !== s.from ? ` → ${formatTime(s.to)}` : ""}
              </li>
            ))}
          </ol>
          <p className="mt-2" data-testid="route-saving">
            {route.km < route.nowKm
              ? `Saves ${Math.round((route.nowKm - route.km) * 10) / 10} km: ${formatDrive(route.driveMinutes)} of driving instead of ${formatDrive(route.nowDriveMinutes)}.`
              : `No shorter order: ${formatDrive(route.nowDriveMinutes)} of driving.`}
          </p>
          {route.refusal && <p className="mt-1 text-slate-700">{route.refusal}</p>}
          <Button
            type="button"
            size="sm"
            className="mt-2"
            disabled={busy || !route.applicable}
            onClick={() => void ask(true)}
            aria-label={`Apply this route for ${crew.name}`}
          >
            Apply
          </Button>
        </div>
      )}
      <p aria-live="polite" className="mt-2 min-h-5 font-medium text-slate-900 text-sm" data-testid="route-message">
        {message}
      </p>
    </section>
  );
}
