import { quoteRevisionSchema } from "@/domain/quotes/quote-input";
import { z } from "@/domain/validation/zod";
import { getDb } from "@/server/db/client";
import { jsonRoute, ok } from "@/server/http/json-route";
import { saveQuote } from "@/server/quotes/save-quote";

const bodySchema = z.object({ quote: quoteRevisionSchema, send: z.boolean().default(false) }).strict();

/** An edit of a saved quote before the customer decides (decision 0046): a new revision replaces its options. */
export const POST = jsonRoute(
  { caller: "technician", body: bodySchema, id: "quote-unknown", maxBytes: 64 * 1024 },
  "The quote could not be saved just now. Nothing was changed; please try again.",
  async ({ user, body, id }) => {
    const saved = await saveQuote(await getDb(), user, { quoteId: id, revision: body.quote }, body.send, new Date());
    return saved.ok ? ok({ quoteId: saved.quoteId, sent: saved.sent }) : saved;
  },
);
