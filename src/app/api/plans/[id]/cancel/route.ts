import { z } from "@/domain/validation/zod";
import { getDb } from "@/server/db/client";
import { jsonRoute, ok } from "@/server/http/json-route";
import { cancelMembership } from "@/server/plans/manage-plans";

// The customer cancels their own plan (another customer's is "not found"); the terms say the paid period stays theirs.
export const POST = jsonRoute(
  { caller: "customer", body: z.object({}), id: "membership-not-found" },
  "The plan could not be cancelled just now. Please try again.",
  async ({ user, id }) => {
    const result = await cancelMembership(await getDb(), user.id, id, new Date());
    return result.ok ? ok({ coveredUntil: result.coveredUntil }) : result;
  },
);
