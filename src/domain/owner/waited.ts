// How long something has waited for the owner (a lead to be called), in words a glance reads.
// The clock is an input.

const MINUTE = 60_000;

/** "waiting 5 min", "waiting 2 h 10 min", "waiting 3 d 4 h"; "just in" under a minute. */
export function waitedFor(since: Date, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - since.getTime()) / MINUTE));
  if (minutes < 1) return "just in";
  if (minutes < 60) return `waiting ${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) {
    const rest = minutes % 60;
    return rest ? `waiting ${hours} h ${rest} min` : `waiting ${hours} h`;
  }
  const days = Math.floor(hours / 24);
  const rest = hours % 24;
  return rest ? `waiting ${days} d ${rest} h` : `waiting ${days} d`;
}
