import { customerMergeSchema } from "@/domain/customers/customer-merge";
import { previewCustomerMerge } from "@/server/customers/preview-customer-merge";
import { getDb } from "@/server/db/client";
import { jsonRoute, ok } from "@/server/http/json-route";

// A read with a body (two ids): what a merge would move and how its conflicts are settled.
export const POST = jsonRoute(
  { caller: "admin", body: customerMergeSchema },
  "The merge cannot be previewed just now. Please try again.",
  async ({ body }) => {
    const result = await previewCustomerMerge(await getDb(), body);
    return result.ok ? ok({ preview: result.preview }) : result;
  },
);
