// The one wrap-up email of a finished visit: what was done, findings, photos, the
// invoice with its balance and, once paid, the receipt. The crew or the owner sends it; if nobody
// does, it goes by itself this long after Finished, so the report has had time to be written.

export const WRAP_UP_AFTER_MS = 2 * 60 * 60_000;

export const wrapUpDue = (finishedAt: Date): Date => new Date(finishedAt.getTime() + WRAP_UP_AFTER_MS);

/** The outbox key that makes the wrap-up once per visit, across servers and taps. */
export const wrapUpKey = (bookingId: string): string => `wrap-up:${bookingId}`;
