import { leadInputSchema } from "@/domain/leads/lead-input";
import { quote } from "@/domain/pricing/pricing";
import { recordEvents } from "@/server/analytics/record-events";
import { visitorId } from "@/server/analytics/visitor";
import { getDb } from "@/server/db/client";
import { env } from "@/server/env";
import { failure, parseJsonBody } from "@/server/http/json";
import { clientKey, createRateLimiter } from "@/server/http/rate-limit";
import { createLead } from "@/server/leads/create-lead";
import { logger } from "@/server/logger";
import { ownerLeadNotification } from "@/server/mail/lead-emails";
import { sendMail } from "@/server/mail/mailer";

const limiter = createRateLimiter(env.LEAD_RATE_LIMIT_PER_MINUTE, 60_000);

export async function POST(request: Request) {
  if (!limiter.take(clientKey(request))) {
    return failure(429, "Too many price requests from your connection. Please wait a minute and try again.");
  }
  const body = await parseJsonBody(request, leadInputSchema);
  if (!body.ok) return body.response;
  const input = body.data;
  if (input.website) {
    // A bot filled the hidden field: answer like a success, store and send nothing.
    const q = quote(input.serviceType, input);
    return Response.json({ ok: true, leadId: null, quote: { exact: q.exact, min: q.min, max: q.max } });
  }
  try {
    const db = await getDb();
    const visitor = await visitorId();
    const lead = await createLead(db, input, { visitorId: visitor });
    // The conversion goal, recorded server-side so an ad blocker cannot lose it.
    await recordEvents(db, visitor ?? "anonymous", [
      { name: "generate_lead", props: { service_type: lead.serviceType, value: lead.pricingExact, currency: "USD" } },
    ]).catch((error) => logger.error({ err: error }, "conversion event failed"));
    // The lead is stored; a slow or failing mail server must not cost the visitor their price.
    sendMail(ownerLeadNotification(lead, env.BUSINESS_EMAIL)).catch((error) =>
      logger.error({ err: error, leadId: lead.id }, "owner lead notification failed"),
    );
    return Response.json(
      {
        ok: true,
        leadId: lead.id,
        quote: { exact: lead.pricingExact, min: lead.pricingMin, max: lead.pricingMax },
      },
      { status: 201 },
    );
  } catch (error) {
    logger.error({ err: error }, "lead save failed");
    return failure(503, "We couldn't save your information. Please try again.");
  }
}
