import { ownerPaymentSchema } from "@/domain/payments/payment-input";
import { getDb } from "@/server/db/client";
import { jsonRoute, ok } from "@/server/http/json-route";
import { recordPaymentByOwner } from "@/server/payments/record-payment-by-owner";

export const POST = jsonRoute(
  { caller: "admin", body: ownerPaymentSchema, id: "invoice-not-found" },
  "The payment could not be recorded just now. Please try again; it is recorded once.",
  async ({ user: admin, body, id }) => {
    const result = await recordPaymentByOwner(await getDb(), admin.id, id, body, new Date());
    return result.ok ? ok({ already: result.already }) : result;
  },
);
