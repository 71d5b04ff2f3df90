import { useState } from "react";
import { postJson, type Refused } from "@/components/ui/post-json";
import type { ServiceAddress } from "@/domain/address/service-address";
import type { BookingData } from "@/domain/booking/booking-data";
import type { AddressAvailability } from "@/server/bookings/availability";

/** Why the address has no open times: the route's refusal key and its sentence. */
export interface AddressProblem {
  code: string;
  message: string;
}

export type OpenTimes = Extract<AddressAvailability, { ok: true }>;

/**
 * The service address and the times open there: editing the address drops the times (another
 * address may be another area and zone) and the chosen day and time with them; "Show open times"
 * asks the server again, naming the series the page was opened for, so a series' next visit keeps
 * its longer window (src/server/bookings/open-times.ts).
 */
export function useOpenTimes(input: {
  data: BookingData;
  initialAddress: ServiceAddress;
  initialAvailability: AddressAvailability | null;
  initialProblem: AddressProblem | null;
  initialDate?: string;
  seriesId?: string;
  /** Before asking: the form clears the messages of the last try. */
  onChecking(): void;
  /** A refusal: the form shows its field messages (an address one comes back through setProblem). */
  onRefused(refused: Refused): void;
  onChecked(): void;
}) {
  const { data } = input;
  const [address, setAddress] = useState<ServiceAddress>(input.initialAddress);
  // No city known (booking from a service page): the ZIP comes first and names the city and state
  // from our ZIP lists; `filledCity` is what it filled, so a city the visitor typed is never replaced.
  const [zipFirst] = useState(!input.initialAddress.city);
  const [filledCity, setFilledCity] = useState("");
  const [avail, setAvail] = useState<AddressAvailability | null>(input.initialAvailability);
  const [problem, setProblem] = useState<AddressProblem | null>(input.initialProblem);
  const [checking, setChecking] = useState(false);
  const [date, setDate] = useState(input.initialDate ?? "");
  const [time, setTime] = useState("");

  function editAddress(patch: Partial<ServiceAddress>) {
    setAddress((a) => ({ ...a, ...patch }));
    setAvail(null);
    setProblem(null);
    setDate("");
    setTime("");
  }

  async function fillFromZip(zip: string) {
    if (!zipFirst || !/^\d{5}$/.test(zip.trim())) return;
    const res = await fetch(`/api/zip-place?zip=${zip.trim()}`).catch(() => null);
    const body = (await res?.json().catch(() => null)) as { place?: { city: string; state: string } | null } | null;
    const place = body?.place;
    if (!place) return;
    setAddress((a) => {
      if (a.zip.trim() !== zip.trim() || (a.city && a.city !== filledCity)) return a;
      return { ...a, city: place.city, state: place.state };
    });
    setFilledCity(place.city);
  }

  async function checkTimes() {
    setChecking(true);
    setProblem(null);
    input.onChecking();
    const body = await postJson<OpenTimes>("/api/bookings/availability", {
      serviceType: data.serviceType,
      squareFeet: data.squareFeet,
      address,
      seriesId: input.seriesId ?? null,
    });
    setChecking(false);
    if (!body.ok) {
      input.onRefused(body);
      if (!body.fieldErrors) setProblem({ code: body.code, message: body.error });
      return;
    }
    setAvail(body);
    input.onChecked();
  }

  /** The chosen time was taken meanwhile: it leaves the list, and the choice is cleared. */
  function dropTaken() {
    setAvail((a) =>
      a?.ok
        ? {
            ...a,
            days: a.days.map((d) => (d.date === date ? { ...d, starts: d.starts.filter((s) => s !== time) } : d)),
          }
        : a,
    );
    setTime("");
  }

  return {
    serviceType: data.serviceType,
    address,
    editAddress,
    fillFromZip,
    zipFirst,
    filledCity,
    open: avail?.ok ? avail : null,
    problem,
    setProblem,
    checking,
    checkTimes,
    date,
    setDate,
    time,
    setTime,
    dropTaken,
  };
}

export type OpenTimesState = ReturnType<typeof useOpenTimes>;
