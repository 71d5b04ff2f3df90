import { z } from "@/domain/validation/zod";
import { changeBookingStatus } from "@/server/admin/change-booking-status";
import { getDb } from "@/server/db/client";
import { refuse } from "@/server/http/handle";
import { jsonRoute } from "@/server/http/json-route";

const schema = z.object({
  status: z.enum(["confirmed", "in_progress", "completed", "cancelled"]),
  /** Cancelling a recurring visit: end the series too, or keep it (the owner chooses). */
  endSeries: z.boolean().optional(),
});

export const POST = jsonRoute(
  {
    failure: "The status could not be changed just now. Please try again.",
    caller: "admin",
    body: schema,
    id: "booking-not-found",
  },
  async ({ user: admin, body, id }) => {
    const result = await changeBookingStatus(await getDb(), admin.id, id, body.status, new Date(), {
      endSeries: body.endSeries,
    });
    if (!result.ok) return refuse(result.reason);
    return Response.json({ ok: true, booking: result.booking });
  },
);
