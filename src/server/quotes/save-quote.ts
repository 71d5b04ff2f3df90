import "server-only";
import type { QuoteDraft } from "@/domain/quotes/quote-input";
import type { Db } from "@/server/db/client";
import type { Refusal } from "@/server/http/refusals";
import type { SessionUser } from "@/server/session";
import { createQuote } from "./create-quote";
import { type QuoteRevision, reviseQuote } from "./revise-quote";
import { sendQuote } from "./send-quote";

type Refused = { ok: false; reason: Refusal };
export type SavedQuote = { ok: true; quoteId: string; token: string | null; sent: boolean } | Refused;

/**
 * What the quote builder's save does, for the owner's and the technician's routes alike: save (a
 * new quote, or a new revision of a saved one), then send the link when asked. A send refused
 * after a save answers the refusal; the saved quote stays, and the builder's page shows it.
 */
export async function saveQuote(
  db: Db,
  user: SessionUser,
  what: { draft: QuoteDraft; jobId?: string } | { quoteId: string; revision: QuoteRevision },
  send: boolean,
  now: Date,
): Promise<SavedQuote> {
  let saved: { quoteId: string; token: string | null };
  if ("draft" in what) {
    const created = await createQuote(db, user, what.draft, { now, ...(what.jobId ? { jobId: what.jobId } : {}) });
    if (!created.ok) return created;
    saved = { quoteId: created.quote.id, token: created.quote.token };
  } else {
    const revised = await reviseQuote(db, user, what.quoteId, what.revision, { now });
    if (!revised.ok) return revised;
    saved = { quoteId: what.quoteId, token: null };
  }
  if (!send) return { ok: true, ...saved, sent: false };
  const sent = await sendQuote(db, user, saved.quoteId, { now });
  if (!sent.ok) return sent;
  return { ok: true, ...saved, sent: true };
}
