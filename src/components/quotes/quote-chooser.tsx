"use client";

import { useState } from "react";
import { SlotPicker } from "@/components/booking/slot-picker";
import type { OpenTimes } from "@/components/booking/use-open-times";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Field } from "@/components/ui/field";
import { usePostAction } from "@/components/ui/post-action";
import type { ServiceAddress } from "@/domain/address/service-address";
import { formatCents, formatStoredPrice } from "@/domain/money/format";
import type { ServiceType } from "@/domain/pricing/quote-math";
import { lineCents, optionTotalCents } from "@/domain/quotes/quote-rules";
import { formatDateLong, formatTime } from "@/domain/scheduling/words";
import type { OpenDay } from "@/server/bookings/availability";
import { type CardOption, OptionCards } from "./option-cards";

type Booked = { bookingId: string; appointmentDate: string; appointmentTime: string; total: string };

/**
 * The customer's side of a quote (decision 0032): compare the options, tick add-ons, choose one,
 * pick one of the times the website offers at the quote's address, and approve and book in one
 * request. The total shown is added up from the quote's lines; the server charges those lines,
 * whatever this page sends.
 */
export function QuoteChooser({
  token,
  options,
  job,
}: {
  token: string;
  options: readonly CardOption[];
  job: { serviceType: ServiceType; address: ServiceAddress; squareFeet: number };
}) {
  const [chosen, setChosen] = useState<string | null>(null);
  const [ticked, setTicked] = useState<string[]>([]);
  const [open, setOpen] = useState<OpenTimes | null>(null);
  const [date, setDate] = useState("");
  const [time, setTime] = useState("");
  const [key] = useState(() => crypto.randomUUID());
  // One action for the page's requests; nothing here is server data to read again, so no refresh.
  const action = usePostAction();
  const { error, setError } = action;
  // The open times are the first request (choosing an option); approving and declining come after.
  const loading = action.busy && !open;
  const busy = action.busy && !loading;
  const [booked, setBooked] = useState<Booked | null>(null);
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState("");
  const [declined, setDeclined] = useState(false);
  const option = options.find((o) => o.id === chosen) ?? null;
  const addOnsOf = (o: CardOption) => ticked.filter((id) => o.lines.some((l) => l.id === id && l.optional));

  async function choose(id: string) {
    setChosen(id);
    setError("");
    if (open) return;
    const res = await action.post<OpenTimes>("/api/bookings/availability", job, { refresh: false });
    if (res) setOpen(res);
  }

  async function approve() {
    if (!option) return;
    const res = await action.post<Booked>(
      "/api/quotes/approve",
      {
        token,
        optionId: option.id,
        addOnLineIds: addOnsOf(option),
        appointmentDate: date,
        appointmentTime: time,
        idempotencyKey: key,
      },
      {
        refresh: false,
        // A taken time: the answer carries the days still open, and the choice starts again.
        onRefused: (refused) => {
          const next = (refused.body as { openDays?: OpenDay[] } | undefined)?.openDays;
          if (next && open) {
            setOpen({ ...open, days: next });
            setTime("");
          }
        },
      },
    );
    if (res) setBooked(res);
  }

  async function decline() {
    if (await action.post("/api/quotes/decline", { token, reason }, { refresh: false })) setDeclined(true);
  }

  if (booked)
    return (
      <section
        className="mt-6 rounded-lg border border-green-700 bg-green-50 p-4"
        aria-live="polite"
        data-testid="quote-booked"
      >
        <h2 className="font-semibold text-xl">Approved and booked</h2>
        <p className="mt-1">
          {option?.label}: {formatDateLong(booked.appointmentDate)} at {formatTime(booked.appointmentTime)}. Total{" "}
          <span data-testid="quote-booked-total">{formatStoredPrice(booked.total)}</span>. A confirmation email is on
          its way.
        </p>
      </section>
    );
  if (declined)
    return (
      <p className="mt-6 rounded-lg bg-slate-50 p-4" aria-live="polite">
        Thank you for letting us know. If anything changes, call us and we will prepare a new quote.
      </p>
    );

  return (
    <>
      <OptionCards
        options={options}
        highlight={chosen}
        addOn={(o, l) => (
          <Checkbox
            className="text-sm"
            checked={ticked.includes(l.id)}
            onChange={(on) => setTicked(on ? [...ticked, l.id] : ticked.filter((id) => id !== l.id))}
          >
            <span className="flex grow justify-between gap-3">
              <span className="[overflow-wrap:anywhere]">
                {l.name}
                {l.quantity > 1 && ` × ${l.quantity}`}
                <span className="sr-only"> for {o.label}</span>
              </span>
              <span className="shrink-0 tabular-nums">+{formatCents(lineCents(l))}</span>
            </span>
          </Checkbox>
        )}
        footer={(o) => (
          <>
            <p className="font-bold text-lg" data-testid={`quote-total-${o.label}`}>
              Total {formatCents(optionTotalCents(o, addOnsOf(o)))}
            </p>
            <Button
              type="button"
              size="md"
              variant={o.id === chosen ? "primary" : "outline"}
              aria-pressed={o.id === chosen}
              disabled={busy}
              onClick={() => void choose(o.id)}
            >
              {o.id === chosen ? `${o.label} chosen` : `Choose ${o.label}`}
            </Button>
          </>
        )}
      />
      {option && (
        <form
          className="mt-6 grid max-w-2xl gap-4"
          aria-describedby={error ? "quote-page-error" : undefined}
          onSubmit={(e) => {
            e.preventDefault();
            void approve();
          }}
        >
          <h2 className="font-semibold text-xl">Pick a time for {option.label}</h2>
          <SlotPicker
            times={{ open, date, time, setDate, setTime }}
            windowDays={open?.windowDays ?? 30}
            formId="quote"
            waiting={loading ? "Finding open times…" : "No times yet"}
            onDate={() => setError("")}
          />
          {error && (
            <p id="quote-page-error" role="alert" className="text-red-800 text-sm">
              {error}
            </p>
          )}
          <Button type="submit" disabled={busy || loading || !date || !time}>
            {busy
              ? "Booking…"
              : `Approve ${option.label} and book: ${formatCents(optionTotalCents(option, addOnsOf(option)))}`}
          </Button>
        </form>
      )}
      {!option && error && (
        <p id="quote-page-error" role="alert" className="mt-4 text-red-800 text-sm">
          {error}
        </p>
      )}
      <section className="mt-8 max-w-2xl" aria-labelledby="decline">
        <h2 id="decline" className="font-semibold text-lg">
          Not for you?
        </h2>
        {declining ? (
          <form
            className="mt-2 grid gap-3"
            onSubmit={(e) => {
              e.preventDefault();
              void decline();
            }}
          >
            <Field
              label="What should we know? (optional)"
              maxLength={300}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
            <div>
              <Button type="submit" variant="outline" size="md" disabled={busy}>
                Decline the quote
              </Button>
            </div>
          </form>
        ) : (
          <Button type="button" variant="quiet" size="md" className="mt-2" onClick={() => setDeclining(true)}>
            No, thanks
          </Button>
        )}
      </section>
    </>
  );
}
