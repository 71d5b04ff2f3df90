import { paymentRemindersSchema } from "@/domain/payments/payment-reminders";
import { getDb } from "@/server/db/client";
import { jsonRoute, ok } from "@/server/http/json-route";
import { changeReminderDays } from "@/server/payments/change-payment-settings";

export const POST = jsonRoute(
  { caller: "admin", body: paymentRemindersSchema },
  "The reminder days could not be saved just now. Please try again.",
  async ({ user: admin, body }) => {
    const result = await changeReminderDays(await getDb(), admin.id, body.days, new Date());
    return ok({ days: result.days });
  },
);
