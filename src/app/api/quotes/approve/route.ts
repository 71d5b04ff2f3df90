import { quoteApprovalSchema } from "@/domain/quotes/quote-input";
import { z } from "@/domain/validation/zod";
import { getDb } from "@/server/db/client";
import { refuse } from "@/server/http/handle";
import { jsonRoute, ok } from "@/server/http/json-route";
import { createRateLimiter } from "@/server/http/rate-limit";
import { approveQuote } from "@/server/quotes/approve-quote";

const limiter = createRateLimiter(20, 60_000);
const bodySchema = quoteApprovalSchema.extend({ token: z.string().max(100) });

/** The customer's quote page: approve one option with its add-ons and book a time (decision 0032). */
export const POST = jsonRoute(
  { limit: [limiter, "too-many-requests"], body: bodySchema, maxBytes: 4096 },
  "The quote could not be approved just now. Nothing was booked; please try again.",
  async ({ body }) => {
    const { token, ...approval } = body;
    const result = await approveQuote(await getDb(), token, approval, { now: new Date() });
    if (!result.ok) {
      if (!result.openDays) return { ok: false, reason: result.reason };
      // The table's refusal, with the times still open for the page to offer.
      const refused = refuse(result.reason);
      return Response.json({ ...(await refused.json()), openDays: result.openDays }, { status: refused.status });
    }
    const { booking, duplicate } = result;
    return ok(
      {
        bookingId: booking.id,
        appointmentDate: booking.appointmentDate,
        appointmentTime: booking.appointmentTime,
        total: booking.priceExact,
      },
      { status: duplicate ? 200 : 201 },
    );
  },
);
