import { customerMergeSchema } from "@/domain/customers/customer-merge";
import { mergeCustomers } from "@/server/customers/merge-customers";
import { getDb } from "@/server/db/client";
import { jsonRoute, ok } from "@/server/http/json-route";

export const POST = jsonRoute(
  { caller: "admin", body: customerMergeSchema },
  "The customers could not be merged just now. Nothing was changed; please try again.",
  async ({ user: admin, body }) => {
    const result = await mergeCustomers(await getDb(), admin.id, body, new Date());
    return result.ok ? ok({ mergeId: result.mergeId, moved: result.moved }) : result;
  },
);
