import { noShowInputSchema } from "@/domain/deposits/booking-money";
import { getDb } from "@/server/db/client";
import { chargeNoShowFee } from "@/server/deposits/charge-no-show-fee";
import { env } from "@/server/env";
import { jsonRoute, ok } from "@/server/http/json-route";
import { refreshIntegrations } from "@/server/integrations/live-clients";
import { configuredGateway } from "@/server/payments/stripe-gateway";

/** The owner charges the no-show fee of a missed visit, once (decision 0045). */
export const POST = jsonRoute(
  { caller: "admin", body: noShowInputSchema, id: "booking-not-found" },
  "The no-show fee could not be charged just now. Nothing was charged; please try again.",
  async ({ user: owner, body, id }) => {
    const db = await getDb();
    // Keys the owner pasted in the console reach this server within its refresh (decision 0045).
    await refreshIntegrations(db);
    const result = await chargeNoShowFee(
      db,
      configuredGateway(),
      owner.id,
      { bookingId: id, reason: body.reason },
      { now: new Date(), origin: env.SITE_URL },
    );
    return result.ok ? ok({ status: result.status, amountCents: result.amountCents }) : result;
  },
);
