// Possible duplicate bookings: two live bookings at the same address, or with the same
// phone, whose visit times overlap. Two accounts booking one house at 09:00 send two crews to one
// door; the owner is shown the pair and decides (not a duplicate, or cancel one).

import { appointmentStart } from "../scheduling/schedule";

export interface DuplicateCandidate {
  id: string;
  userId: string;
  status: string;
  address: string;
  zipCode: string | null;
  customerPhone: string | null;
  appointmentDate: string;
  appointmentTime: string;
  durationMinutes: number;
  timeZone: string;
}

export type DuplicateReason = "address" | "phone";

export interface DuplicatePair {
  /** The two bookings, the id that sorts first as `a`. */
  a: string;
  b: string;
  reasons: DuplicateReason[];
  /** Booked from one account (a double submit) or from two. */
  sameAccount: boolean;
}

const WORDS: Record<string, string> = {
  street: "st",
  avenue: "ave",
  av: "ave",
  road: "rd",
  drive: "dr",
  boulevard: "blvd",
  lane: "ln",
  court: "ct",
  place: "pl",
  terrace: "ter",
  circle: "cir",
  highway: "hwy",
  parkway: "pkwy",
  north: "n",
  south: "s",
  east: "e",
  west: "w",
  apartment: "unit",
  apt: "unit",
  suite: "unit",
  ste: "unit",
  "#": "unit",
};

/**
 * The street line of an address in one spelling: lower case, no punctuation, common words
 * abbreviated ("12 Oak Street, Apt. 4" and "12 oak st #4" agree). The city and state that may
 * follow the street are left out: the ZIP, when both sides have one, stands for them.
 */
export function addressKey(address: string): string {
  const [first = "", ...rest] = address.split(",");
  // "12 Oak St, Apt 4, San Jose": the unit is part of the street line, the city is not.
  const unit = rest.map((p) => p.trim()).filter((p) => /^(apt|apartment|unit|suite|ste|#)/i.test(p));
  const street = [first, ...unit].join(" ").toLowerCase().replace(/#/g, " # ");
  return street
    .replace(/[.,;:'"]/g, " ")
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => WORDS[w] ?? w)
    .join(" ");
}

const ZIP = /(\d{5})(?:-\d{4})?\s*$/;

/** The ZIP stored on the booking, or the one its address ends with. */
function zipOf(c: DuplicateCandidate): string | null {
  return c.zipCode?.slice(0, 5) || c.address.trim().match(ZIP)?.[1] || null;
}

/** The phone's last ten digits (null when too short to mean anyone). */
export function phoneKey(phone: string | null): string | null {
  const digits = (phone ?? "").replace(/\D/g, "").slice(-10);
  return digits.length === 10 ? digits : null;
}

function interval(c: DuplicateCandidate): [number, number] {
  const start = appointmentStart(c.appointmentDate, c.appointmentTime, c.timeZone).getTime();
  return [start, start + c.durationMinutes * 60_000];
}

const LIVE = new Set(["pending", "confirmed", "in_progress"]);

/** Order-free key of a pair, as the owner's "not a duplicate" is stored. */
export const pairKey = (x: string, y: string): string => (x < y ? `${x}|${y}` : `${y}|${x}`);

/**
 * Every pair of live bookings that overlap in time and share an address or a phone, minus the
 * pairs the owner already called not duplicates (`dismissed`, keys from pairKey).
 */
export function possibleDuplicates(
  candidates: readonly DuplicateCandidate[],
  dismissed: ReadonlySet<string> = new Set(),
): DuplicatePair[] {
  const live = candidates
    .filter((c) => LIVE.has(c.status))
    .map((c) => ({
      c,
      span: interval(c),
      address: addressKey(c.address),
      zip: zipOf(c),
      phone: phoneKey(c.customerPhone),
    }))
    .sort((x, y) => x.span[0] - y.span[0] || (x.c.id < y.c.id ? -1 : 1));
  const pairs: DuplicatePair[] = [];
  for (let i = 0; i < live.length; i++) {
    const x = live[i];
    if (!x) continue;
    for (let j = i + 1; j < live.length; j++) {
      const y = live[j];
      if (!y) continue;
      // Sorted by start: once y starts after x ends, no later one overlaps x either.
      if (y.span[0] >= x.span[1]) break;
      const reasons: DuplicateReason[] = [];
      const zipsAgree = !x.zip || !y.zip || x.zip === y.zip;
      if (x.address && x.address === y.address && zipsAgree) reasons.push("address");
      if (x.phone && x.phone === y.phone) reasons.push("phone");
      if (reasons.length === 0) continue;
      const [a, b] = x.c.id < y.c.id ? [x.c.id, y.c.id] : [y.c.id, x.c.id];
      if (dismissed.has(pairKey(a, b))) continue;
      pairs.push({ a, b, reasons, sameAccount: x.c.userId === y.c.userId });
    }
  }
  return pairs;
}
