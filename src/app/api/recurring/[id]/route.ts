import { RECURRING_INTERVALS, type RecurringInterval } from "@/domain/scheduling/schedule";
import { z } from "@/domain/validation/zod";
import { getDb } from "@/server/db/client";
import { handle, refuse } from "@/server/http/handle";
import { parseJsonBody } from "@/server/http/json";
import { changeSeries } from "@/server/recurring/change-series";
import { getSessionUser } from "@/server/session";

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

export const POST = handle(
  { name: "POST /api/recurring/[id]", failure: "Your recurring service could not be changed just now." },
  async (request: Request, { params }: { params: Promise<{ id: string }> }) => {
    const body = await parseJsonBody(request, schema);
    if (!body.ok) return body.response;
    const user = await getSessionUser();
    if (!user) return refuse("sign-in-required");
    const { id } = await params;
    if (!z.uuid().safeParse(id).success) return refuse("series-not-found");
    const result = await changeSeries(await getDb(), user.id, id, body.data, new Date());
    if (!result.ok) return refuse(result.reason);
    return Response.json({ ok: true, series: result.series });
  },
);
