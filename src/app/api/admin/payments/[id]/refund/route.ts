import { refundSchema } from "@/domain/payments/payment-input";
import { getDb } from "@/server/db/client";
import { jsonRoute, ok } from "@/server/http/json-route";
import { refreshIntegrations } from "@/server/integrations/live-clients";
import { refundPayment } from "@/server/payments/refund-payment";
import { configuredGateway } from "@/server/payments/stripe-gateway";

export const POST = jsonRoute(
  { caller: "admin", body: refundSchema, id: "payment-not-found" },
  "The refund could not be made just now. Nothing was refunded twice; please try again.",
  async ({ user: admin, body, id }) => {
    const db = await getDb();
    await refreshIntegrations(db);
    const result = await refundPayment(
      db,
      configuredGateway(),
      admin.id,
      { paymentId: id, amountCents: body.amount, reason: body.reason, idempotencyKey: body.idempotencyKey },
      new Date(),
    );
    return result.ok ? ok({ status: result.status }) : result;
  },
);
