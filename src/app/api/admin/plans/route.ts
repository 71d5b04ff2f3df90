import { planSchema } from "@/domain/plans/plan-input";
import { getDb } from "@/server/db/client";
import { jsonRoute, ok } from "@/server/http/json-route";
import { savePlan } from "@/server/plans/manage-plans";

export const POST = jsonRoute(
  { caller: "admin", body: planSchema },
  "The plan could not be saved just now. Please try again.",
  async ({ user: admin, body }) => {
    const result = await savePlan(await getDb(), admin.id, body, new Date());
    return result.ok ? ok({ id: result.id }) : result;
  },
);
