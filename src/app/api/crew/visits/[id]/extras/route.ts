import { visitExtraSchema } from "@/domain/payments/payment-input";
import { getDb } from "@/server/db/client";
import { jsonRoute, ok } from "@/server/http/json-route";
import { changeVisitExtras } from "@/server/payments/change-visit-extras";

export const POST = jsonRoute(
  { caller: "technician", body: visitExtraSchema, id: "visit-not-found" },
  "The extra could not be saved just now. Check your signal and try again.",
  async ({ user, body, id }) => {
    const result = await changeVisitExtras(await getDb(), user.id, id, body, new Date());
    return result.ok ? ok() : result;
  },
);
