import { RECURRING_INTERVALS, type RecurringInterval } from "@/domain/scheduling/schedule";
import { z } from "@/domain/validation/zod";
import { getDb } from "@/server/db/client";
import { jsonRoute, ok } from "@/server/http/json-route";
import { changeSeries } from "@/server/recurring/change-series";

const schema = z.discriminatedUnion("action", [
  z.object({ action: z.literal("end") }),
  z.object({
    action: z.literal("interval"),
    intervalMonths: z
      .number({ error: "Choose 6, 12, 18, 24 or 36 months." })
      .refine((n) => (RECURRING_INTERVALS as readonly number[]).includes(n), "Choose 6, 12, 18, 24 or 36 months.")
      .transform((n) => n as RecurringInterval),
  }),
]);

export const POST = jsonRoute(
  { caller: "customer", body: schema, id: "series-not-found" },
  "Your recurring service could not be changed just now.",
  async ({ user, body, id }) => {
    const result = await changeSeries(await getDb(), user.id, id, body, new Date());
    return result.ok ? ok({ series: result.series }) : result;
  },
);
