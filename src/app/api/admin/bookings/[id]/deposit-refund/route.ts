import { z } from "@/domain/validation/zod";
import { getDb } from "@/server/db/client";
import { refundCancelledDeposit } from "@/server/deposits/refund-cancelled-deposit";
import { jsonRoute, ok } from "@/server/http/json-route";
import { refreshIntegrations } from "@/server/integrations/live-clients";
import { configuredGateway } from "@/server/payments/stripe-gateway";

/** The owner refunds the deposit of a booking they cancelled before refunds were automatic (decision 0045). */
export const POST = jsonRoute(
  { caller: "admin", body: z.object({}).strict(), id: "booking-not-found" },
  "The deposit could not be refunded just now. Nothing was refunded twice; please try again.",
  async ({ user: owner, id }) => {
    const db = await getDb();
    // Keys the owner pasted in the console reach this server within its refresh, as for the no-show fee.
    await refreshIntegrations(db);
    const result = await refundCancelledDeposit(db, configuredGateway(), owner.id, id, new Date());
    return result.ok ? ok({ refunded: result.refunded }) : result;
  },
);
