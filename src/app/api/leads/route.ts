import { leadInputSchema } from "@/domain/leads/lead-input";
import type { LeadSaved } from "@/domain/leads/lead-saved";
import { tableOf } from "@/domain/pricing/price-book";
import { priceQuote } from "@/domain/pricing/pricing";
import { visitorId } from "@/server/analytics/visitor";
import { getDb } from "@/server/db/client";
import { env } from "@/server/env";
import { jsonRoute } from "@/server/http/json-route";
import { createRateLimiter } from "@/server/http/rate-limit";
import { touchesForRequest } from "@/server/insights/touches";
import { createLead } from "@/server/leads/create-lead";
import { quotedPrice } from "@/server/mail/lead-emails";
import { heldOffer } from "@/server/offers/held-offer";
import { currentPriceBook } from "@/server/pricing/price-book";

/** The answer is the type the calculator reads (postJson<LeadSaved>). */
type LeadAnswer = LeadSaved & { ok: true };

const limiter = createRateLimiter(env.LEAD_RATE_LIMIT_PER_MINUTE, 60_000);

export const POST = jsonRoute(
  { limit: [limiter, "too-many-leads"], body: leadInputSchema },
  "We couldn't save your information. Please try again.",
  async ({ request, body: input }) => {
    if (input.website) {
      // A bot filled the hidden field: answer like a success, store and send nothing.
      const book = await currentPriceBook(await getDb());
      const q = priceQuote(input.serviceType, input, tableOf(book), book.label);
      return Response.json({
        ok: true,
        leadId: null,
        estimateToken: null,
        quote: { exact: q.exact, min: q.min, max: q.max },
      } satisfies LeadAnswer);
    }
    // Stores the lead, queues the owner's email and records the conversion, in one transaction.
    // The offer the visitor was shown (signed cookie) is applied by the server, never by the browser.
    const db = await getDb();
    const visitor = await visitorId(request.headers);
    const lead = await createLead(db, input, {
      visitorId: visitor,
      offer: await heldOffer(request.headers, db, new Date()),
      touches: await touchesForRequest(db, request.headers, visitor),
    });
    return Response.json(
      {
        ok: true,
        leadId: lead.id,
        // Only this answer carries it: the browser keeps it in memory to ask for the estimate email.
        estimateToken: lead.estimateToken,
        quote: {
          exact: lead.pricingExact,
          min: lead.pricingMin,
          max: lead.pricingMax,
          offer: lead.offerId ? { id: lead.offerId, discount: lead.offerDiscount, price: quotedPrice(lead) } : null,
        },
      } satisfies LeadAnswer,
      { status: 201 },
    );
  },
);
