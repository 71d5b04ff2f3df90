import { z } from "@/domain/validation/zod";
import { getDb } from "@/server/db/client";
import { jsonRoute, ok } from "@/server/http/json-route";
import { stopPaymentReminders } from "@/server/payments/stop-payment-reminders";

export const POST = jsonRoute(
  { caller: "admin", body: z.object({}), id: "invoice-not-found" },
  "The reminders could not be stopped just now. Please try again.",
  async ({ user: admin, id }) => {
    const result = await stopPaymentReminders(await getDb(), admin.id, id, new Date());
    return result.ok ? ok({ already: result.already }) : result;
  },
);
