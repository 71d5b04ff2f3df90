import { onSitePaymentSchema } from "@/domain/payments/payment-input";
import { getDb } from "@/server/db/client";
import { jsonRoute, ok } from "@/server/http/json-route";
import { recordOnSitePayment } from "@/server/payments/record-on-site-payment";

export const POST = jsonRoute(
  { caller: "technician", body: onSitePaymentSchema, id: "visit-not-found" },
  "The payment could not be saved just now. Check your signal and tap again; it is recorded once.",
  async ({ user, body, id }) => {
    const result = await recordOnSitePayment(await getDb(), user.id, id, body, new Date());
    return result.ok ? ok({ already: result.already, invoiceStatus: result.invoiceStatus }) : result;
  },
);
