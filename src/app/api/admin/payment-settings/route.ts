import { paymentSettingsSchema } from "@/domain/payments/payment-input";
import { getDb } from "@/server/db/client";
import { jsonRoute, ok } from "@/server/http/json-route";
import { changePaymentSettings } from "@/server/payments/change-payment-settings";

export const POST = jsonRoute(
  { caller: "admin", body: paymentSettingsSchema },
  "The tax rate could not be saved just now. Please try again.",
  async ({ user: admin, body }) => {
    const result = await changePaymentSettings(await getDb(), admin.id, body.taxRate, new Date());
    return ok({ taxRateBps: result.taxRateBps });
  },
);
