import { z } from "@/domain/validation/zod";
import { changeBookingStatus } from "@/server/admin/change-booking-status";
import { getDb } from "@/server/db/client";
import { jsonRoute, ok } from "@/server/http/json-route";

const schema = z.object({
  status: z.enum(["confirmed", "in_progress", "completed", "cancelled"]),
  /** Cancelling a recurring visit: end the series too, or keep it (the owner chooses). */
  endSeries: z.boolean().optional(),
});

export const POST = jsonRoute(
  { caller: "admin", body: schema, id: "booking-not-found" },
  "The status could not be changed just now. Please try again.",
  async ({ user: admin, body, id }) => {
    const result = await changeBookingStatus(await getDb(), admin.id, id, body.status, new Date(), {
      endSeries: body.endSeries,
    });
    return result.ok ? ok({ booking: result.booking }) : result;
  },
);
