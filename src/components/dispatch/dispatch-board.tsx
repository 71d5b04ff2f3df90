"use client";

import { useRef, useState } from "react";
import { type PostAction, usePostAction } from "@/components/ui/post-action";
import { toast } from "@/components/ui/toast";
import type { BoardCrew, BoardJob, BoardTarget } from "@/domain/dispatch/board";
import { shortDay } from "@/domain/dispatch/week";
import { minutesOf } from "@/domain/scheduling/capacity";
import { TIME_SLOTS } from "@/domain/scheduling/slots";
import { formatDateLong, formatTime } from "@/domain/scheduling/words";
import { BoardCard } from "./board-card";
import { MoveDialog } from "./move-dialog";

const UNASSIGNED = "unassigned";

/**
 * The owner's dispatch board (docs/decisions/0037-dispatch-board.md): crews as rows, the week's
 * days (or one day's start hours) as columns, the unassigned and unstaffed work in a row of its
 * own. A card dropped on a cell is shown there at once and posted; when the rules refuse, it goes
 * back where it was and the sentence is read out. Native drag events (no library): the Move… menu
 * on every card is the way for a keyboard, a phone and a screen reader. Below 1024 px the rows
 * become a list per crew.
 */
export function DispatchBoard({
  crews,
  jobs,
  dates,
  view,
  today,
}: {
  crews: BoardCrew[];
  jobs: BoardJob[];
  dates: string[];
  view: "week" | "day";
  today: string;
}) {
  // A drop's request; the dialog posts through its own, so its form shows its refusal and busy state.
  const dropAction = usePostAction();
  const [moved, setMoved] = useState(new Map<string, BoardTarget>());
  const [message, setMessage] = useState("");
  const [moving, setMoving] = useState<BoardJob | null>(null);
  const [over, setOver] = useState("");
  const dragged = useRef<BoardJob | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);

  // The server's answer (new jobs after a refresh) replaces what was shown on the way.
  const [answered, setAnswered] = useState(jobs);
  if (answered !== jobs) {
    setAnswered(jobs);
    setMoved(new Map());
  }

  async function move(job: BoardJob, to: BoardTarget, reason = "", action: PostAction = dropAction) {
    setMessage("");
    setMoved((m) => new Map(m).set(job.id, to));
    const res = await action.post(
      "/api/admin/dispatch/move",
      {
        bookingId: job.id,
        crewId: to.crewId,
        appointmentDate: to.date,
        appointmentTime: to.time,
        ...(reason ? { reason } : {}),
      },
      {
        onRefused: (refused) => {
          // Snap back: the card returns to where the server still has it.
          setMoved((m) => {
            const next = new Map(m);
            next.delete(job.id);
            return next;
          });
          setMessage(`${job.customerName}'s job was not moved. ${refused.error}`);
        },
      },
    );
    if (!res) return false;
    const crew = crews.find((c) => c.id === to.crewId)?.name ?? "the crew";
    const when = `${formatDateLong(to.date)}, ${formatTime(to.time)}`;
    setMessage(`${job.customerName}'s job moved to ${crew}, ${when}.`);
    toast.success("Job moved", {
      description:
        to.date === job.date && to.time === job.time ? `Given to ${crew}.` : "The customer was emailed the new time.",
    });
    return true;
  }

  const place = (job: BoardJob) => {
    const to = moved.get(job.id);
    return to ? { ...job, crewId: to.crewId, date: to.date, time: to.time } : job;
  };
  const shown = jobs.map(place);
  const columns =
    view === "week"
      ? dates.map((d) => ({ key: d, label: shortDay(d) }))
      : TIME_SLOTS.map((t) => ({ key: t, label: formatTime(t) }));
  const date = dates[0] ?? today;
  const inColumn = (j: BoardJob, key: string) =>
    view === "week"
      ? j.date === key
      : j.date === date && minutesOf(j.time) >= minutesOf(key) && minutesOf(j.time) < minutesOf(key) + 60;
  const rows = [
    ...crews.map((c) => ({ id: c.id, name: c.name, weekdays: c.weekdays })),
    { id: UNASSIGNED, name: "Unassigned or unstaffed", weekdays: "" },
  ];
  const grid =
    view === "week" ? "lg:grid-cols-[8rem_repeat(7,minmax(0,1fr))]" : "lg:grid-cols-[8rem_repeat(8,minmax(0,1fr))]";

  function drop(e: React.DragEvent, crewId: string, key: string) {
    e.preventDefault();
    setOver("");
    const job = dragged.current;
    dragged.current = null;
    if (!job) return;
    const to = view === "week" ? { crewId, date: key, time: job.time } : { crewId, date, time: key };
    if (to.crewId === job.crewId && to.date === job.date && to.time === job.time) return;
    void move(job, to);
  }

  return (
    <>
      <p aria-live="assertive" data-testid="board-message" className="mt-3 min-h-6 font-medium text-slate-900">
        {message}
      </p>
      <div className={`mt-2 lg:grid ${grid} lg:border-slate-200 lg:border-t lg:border-l`} data-testid="dispatch-board">
        <div className="hidden lg:contents" aria-hidden="true">
          <div className="border-slate-200 border-r border-b bg-slate-50 p-2 font-semibold text-sm">Crew</div>
          {columns.map((c) => (
            <div
              key={c.key}
              className={`border-slate-200 border-r border-b p-2 font-semibold text-sm ${c.key === today ? "bg-brand-50" : "bg-slate-50"}`}
            >
              {c.label}
            </div>
          ))}
        </div>
        {rows.map((row) => {
          const rowJobs = shown.filter((j) => (row.id === UNASSIGNED ? j.crewId === null : j.crewId === row.id));
          return (
            <section
              key={row.id}
              aria-labelledby={`row-${row.id}`}
              className="mt-6 lg:contents"
              data-testid="board-row"
              data-crew={row.id}
            >
              <h2
                id={`row-${row.id}`}
                className="font-semibold text-lg lg:border-slate-200 lg:border-r lg:border-b lg:p-2 lg:text-sm"
              >
                {row.name}
                <span className="ml-2 font-normal text-slate-700 text-sm lg:ml-0 lg:block">
                  {rowJobs.length} job{rowJobs.length === 1 ? "" : "s"}
                </span>
              </h2>
              {rowJobs.length === 0 && <p className="text-slate-700 text-sm lg:hidden">Nothing booked.</p>}
              <ul className="lg:contents">
                {columns.map((c) => {
                  const cellJobs = rowJobs.filter((j) => inColumn(j, c.key));
                  const cell = `${row.id}|${c.key}`;
                  const droppable = row.id !== UNASSIGNED;
                  const off =
                    view === "week" &&
                    row.weekdays !== "" &&
                    row.weekdays[new Date(`${c.key}T12:00:00Z`).getUTCDay()] !== "1";
                  return (
                    <li
                      key={c.key}
                      data-testid="board-cell"
                      data-crew={row.id}
                      data-column={c.key}
                      onDragOver={
                        droppable
                          ? (e) => {
                              e.preventDefault();
                              setOver(cell);
                            }
                          : undefined
                      }
                      onDragLeave={droppable ? () => setOver((o) => (o === cell ? "" : o)) : undefined}
                      onDrop={droppable ? (e) => drop(e, row.id, c.key) : undefined}
                      className={`${cellJobs.length === 0 ? "hidden lg:block" : "mt-2 lg:mt-0"} min-h-16 space-y-1 lg:border-slate-200 lg:border-r lg:border-b lg:p-1 ${over === cell ? "bg-brand-100" : off ? "lg:bg-slate-100" : ""}`}
                    >
                      <h3 className="font-medium text-slate-800 text-sm lg:sr-only">
                        {view === "week" ? formatDateLong(c.key) : c.label}
                        {off ? " (not working)" : ""}
                      </h3>
                      {cellJobs.map((j) => (
                        <BoardCard
                          key={j.id}
                          job={j}
                          pending={moved.has(j.id)}
                          onDragStart={(job) => {
                            dragged.current = jobs.find((x) => x.id === job.id) ?? job;
                          }}
                          onMove={(job, button) => {
                            opener.current = button;
                            setMoving(jobs.find((x) => x.id === job.id) ?? job);
                          }}
                        />
                      ))}
                    </li>
                  );
                })}
              </ul>
            </section>
          );
        })}
      </div>
      <MoveDialog
        job={moving}
        crews={crews}
        onClose={() => {
          setMoving(null);
          opener.current?.focus();
        }}
        onMove={move}
      />
    </>
  );
}
