import { z } from "@/domain/validation/zod";
import { arrivalEstimateSchema } from "@/domain/visit/arrival";
import { VISIT_STEPS } from "@/domain/visit/visit-steps";
import { getDb } from "@/server/db/client";
import { jsonRoute, ok } from "@/server/http/json-route";
import { runningLate, takeBackOnMyWay } from "@/server/technician/arrival-steps";
import { takeVisitStep } from "@/server/technician/take-visit-step";

const schema = z
  .object({
    step: z.enum([...VISIT_STEPS, "running-late", "take-back"], { error: "Please choose a step of the visit." }),
    estimate: arrivalEstimateSchema.optional(),
    /** When the technician tapped, for a step the phone queued without signal. */
    tappedAt: z.iso.datetime({ offset: true, error: "Send the time the step was tapped as an ISO date." }).optional(),
  })
  .refine((b) => (b.step === "on-my-way" || b.step === "running-late" ? b.estimate !== undefined : true), {
    message: "Pick when you expect to arrive: about 15, 30, 45 or 60 min, or type a time.",
    path: ["estimate"],
  });

export const POST = jsonRoute(
  { caller: "technician", body: schema, id: "visit-not-found" },
  "That step could not be saved just now. Check your signal and tap again.",
  async ({ user, body, id }) => {
    const db = await getDb();
    const now = new Date();
    const result =
      body.step === "running-late" && body.estimate
        ? await runningLate(db, user.id, id, body.estimate, now)
        : body.step === "take-back"
          ? await takeBackOnMyWay(db, user.id, id, now)
          : body.step === "running-late"
            ? await runningLate(db, user.id, id, { minutes: 30 }, now)
            : await takeVisitStep(
                db,
                user.id,
                id,
                body.step,
                now,
                body.estimate,
                body.tappedAt ? new Date(body.tappedAt) : null,
              );
    return result.ok
      ? ok({ already: result.already, status: result.booking.status, onMyWayAt: result.booking.onMyWayAt })
      : result;
  },
);
