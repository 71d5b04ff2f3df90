import { voidPaymentSchema } from "@/domain/payments/payment-input";
import { getDb } from "@/server/db/client";
import { jsonRoute, ok } from "@/server/http/json-route";
import { voidPayment } from "@/server/payments/void-payment";

export const POST = jsonRoute(
  { caller: "admin", body: voidPaymentSchema, id: "payment-not-found" },
  "The payment could not be voided just now. Please try again.",
  async ({ user: admin, body, id }) => {
    const result = await voidPayment(await getDb(), admin.id, id, body.reason, new Date());
    return result.ok ? ok() : result;
  },
);
