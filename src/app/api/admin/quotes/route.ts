import { quoteDraftSchema } from "@/domain/quotes/quote-input";
import { z } from "@/domain/validation/zod";
import { getDb } from "@/server/db/client";
import { jsonRoute, ok } from "@/server/http/json-route";
import { saveQuote } from "@/server/quotes/save-quote";

const bodySchema = z.object({ quote: quoteDraftSchema, send: z.boolean().default(false) }).strict();

/** The owner's quote builder (/admin/quotes/new): saves the quote, and sends it when asked. */
export const POST = jsonRoute(
  { caller: "admin", body: bodySchema, maxBytes: 64 * 1024 },
  "The quote could not be saved just now. Nothing was saved; please try again.",
  async ({ user, body }) => {
    const saved = await saveQuote(await getDb(), user, { draft: body.quote }, body.send, new Date());
    // The link's token too: the owner's page shows the link, to copy into a message of their own.
    return saved.ok ? ok({ quoteId: saved.quoteId, token: saved.token, sent: saved.sent }, { status: 201 }) : saved;
  },
);
