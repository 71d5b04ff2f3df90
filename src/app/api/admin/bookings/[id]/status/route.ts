import { OWNER_CANCEL_REASON_MAX } from "@/domain/owner/cancel";
import { singleLine } from "@/domain/validation/single-line";
import { z } from "@/domain/validation/zod";
import { changeBookingStatus } from "@/server/admin/change-booking-status";
import { getDb } from "@/server/db/client";
import { jsonRoute, ok } from "@/server/http/json-route";
import { refreshIntegrations } from "@/server/integrations/live-clients";

const schema = z
  .object({
    status: z.enum(["confirmed", "in_progress", "completed", "cancelled"]),
    /** Cancelling a recurring visit: end the series too, or keep it (the owner chooses). */
    endSeries: z.boolean().optional(),
    /** Why the owner cancels: required for a cancel, kept with the status change. */
    reason: singleLine(
      OWNER_CANCEL_REASON_MAX,
      `Please keep the reason to ${OWNER_CANCEL_REASON_MAX} characters.`,
    ).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.status === "cancelled" && !body.reason)
      ctx.addIssue({ code: "custom", path: ["reason"], message: "Please say why the booking is cancelled." });
  });

export const POST = jsonRoute(
  { caller: "admin", body: schema, id: "booking-not-found" },
  "The status could not be changed just now. Please try again.",
  async ({ user: admin, body, id }) => {
    const db = await getDb();
    // A cancel refunds a paid deposit: the Stripe keys pasted in the console reach this server first.
    if (body.status === "cancelled") await refreshIntegrations(db);
    const result = await changeBookingStatus(db, admin.id, id, body.status, new Date(), {
      endSeries: body.endSeries,
      reason: body.status === "cancelled" ? body.reason : undefined,
    });
    return result.ok ? ok({ booking: result.booking }) : result;
  },
);
