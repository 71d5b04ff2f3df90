import "server-only";
import type { RefusalEntry } from "./refusals";

/** The dispatch board's refusals (a crew's start, its route: decisions 0036, 0043), part of REFUSALS. */
export const DISPATCH_REFUSALS = {
  "start-not-placed": {
    status: 422,
    message: "We cannot place that ZIP. Use the ZIP of an address in one of the cities we serve.",
    field: "zip",
  },
  // The owner's suggested route for a crew's day (decisions 0036, 0043).
  "route-shortest": { status: 409, message: "This crew's day is already in the shortest order we can find." },
  "route-does-not-fit": {
    status: 409,
    message: "The shorter order does not fit this crew's day (its hours, drives or the area's other jobs).",
  },
  "route-too-late": {
    status: 409,
    message:
      "A customer whose time would change is less than 24 hours away, or the job is under way: move jobs one by one instead.",
  },
} as const satisfies Record<string, RefusalEntry>;
