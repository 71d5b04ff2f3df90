// What the two benches share: the percentile they report and the price request they send.
import { oaklandLead, phoneOf } from "../scripts/proof/app.mjs";

/** The p-th percentile (0-100) of ascending `sorted`, rounded to the ms. */
export const percentile = (sorted, p) =>
  sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]) : null;

/**
 * Price request bodies, each from a new person (`tag-N@example.com`, its own phone): repeat
 * requests by one email or phone within a day fold into one lead under a per-person lock
 * (docs/decisions/0012), which would measure that lock, not a lead.
 */
export function newPersonLeads(tag, extra = {}) {
  let n = 0;
  return () => {
    n += 1;
    return JSON.stringify({ ...oaklandLead("Bench Mark", `${tag}-${n}@example.com`), phone: phoneOf(n), ...extra });
  };
}
