import { z } from "@/domain/validation/zod";
import { getDb } from "@/server/db/client";
import { jsonRoute, ok } from "@/server/http/json-route";
import { sendQuote } from "@/server/quotes/send-quote";

/** The owner sends a saved quote, or sends it again (the same link). */
export const POST = jsonRoute(
  { caller: "admin", body: z.object({}).strict(), id: "quote-unknown" },
  "The quote could not be sent just now. Please try again.",
  async ({ user, id }) => {
    const sent = await sendQuote(await getDb(), user, id, { now: new Date() });
    if (!sent.ok) return sent;
    return ok({ sentAt: sent.sentAt.toISOString() });
  },
);
