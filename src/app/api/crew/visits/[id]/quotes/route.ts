import { quoteDraftSchema } from "@/domain/quotes/quote-input";
import { z } from "@/domain/validation/zod";
import { getDb } from "@/server/db/client";
import { jsonRoute, ok } from "@/server/http/json-route";
import { saveQuote } from "@/server/quotes/save-quote";

const bodySchema = z.object({ quote: quoteDraftSchema, send: z.boolean().default(false) }).strict();

/** A technician's quote built on site (decision 0046), on their crew's job [id] only, for its customer. */
export const POST = jsonRoute(
  { caller: "technician", body: bodySchema, id: "visit-not-found", maxBytes: 64 * 1024 },
  "The quote could not be saved just now. Nothing was saved; check your signal and try again.",
  async ({ user, body, id }) => {
    const saved = await saveQuote(await getDb(), user, { draft: body.quote, jobId: id }, body.send, new Date());
    return saved.ok ? ok({ quoteId: saved.quoteId, sent: saved.sent }, { status: 201 }) : saved;
  },
);
