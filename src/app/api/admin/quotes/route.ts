import { quoteDraftSchema } from "@/domain/quotes/quote-input";
import { z } from "@/domain/validation/zod";
import { getDb } from "@/server/db/client";
import { jsonRoute, ok } from "@/server/http/json-route";
import { createQuote } from "@/server/quotes/create-quote";
import { sendQuote } from "@/server/quotes/send-quote";

const bodySchema = z.object({ quote: quoteDraftSchema, send: z.boolean().default(false) }).strict();

/** The owner's quote builder (/admin/quotes/new): saves the quote, and sends it when asked. */
export const POST = jsonRoute(
  { caller: "admin", body: bodySchema, maxBytes: 64 * 1024 },
  "The quote could not be saved just now. Nothing was saved; please try again.",
  async ({ user, body }) => {
    const db = await getDb();
    const now = new Date();
    const created = await createQuote(db, user, body.quote, { now });
    if (!created.ok) return created;
    // The link's token too: the owner's page shows the link, to copy into a message of their own.
    const answer = { quoteId: created.quote.id, token: created.quote.token };
    if (!body.send) return ok({ ...answer, sent: false }, { status: 201 });
    const sent = await sendQuote(db, user, created.quote.id, { now });
    if (!sent.ok) return sent;
    return ok({ ...answer, sent: true }, { status: 201 });
  },
);
