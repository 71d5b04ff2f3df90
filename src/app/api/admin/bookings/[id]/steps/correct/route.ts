import { singleLine } from "@/domain/validation/single-line";
import { z } from "@/domain/validation/zod";
import { CORRECTION_STEPS, correctVisitStep } from "@/server/admin/correct-visit-step";
import { getDb } from "@/server/db/client";
import { jsonRoute, ok } from "@/server/http/json-route";

const schema = z.object({
  step: z.enum(CORRECTION_STEPS, { error: "Please choose the step the visit is really at." }),
  reason: singleLine(200, "Please keep the reason to 200 characters.", "Please say why the step is corrected.").pipe(
    z.string().min(1, "Please say why the step is corrected."),
  ),
});

export const POST = jsonRoute(
  { caller: "admin", body: schema, id: "booking-not-found" },
  "The step could not be corrected just now. Please try again.",
  async ({ user: admin, body, id }) => {
    const result = await correctVisitStep(await getDb(), admin.id, id, body.step, body.reason, new Date());
    return result.ok ? ok({ status: result.booking.status, onMyWayAt: result.booking.onMyWayAt }) : result;
  },
);
