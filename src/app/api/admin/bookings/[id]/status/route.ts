import { z } from "@/domain/validation/zod";
import { changeBookingStatus } from "@/server/admin/change-booking-status";
import { adminOrNull } from "@/server/admin/require-admin";
import { getDb } from "@/server/db/client";
import { handle, refuse } from "@/server/http/handle";
import { parseJsonBody } from "@/server/http/json";

const schema = z.object({
  status: z.enum(["confirmed", "in_progress", "completed", "cancelled"]),
  /** Cancelling a recurring visit: end the series too, or keep it (the owner chooses). */
  endSeries: z.boolean().optional(),
});

export const POST = handle(
  {
    name: "POST /api/admin/bookings/[id]/status",
    failure: "The status could not be changed just now. Please try again.",
  },
  async (request: Request, { params }: { params: Promise<{ id: string }> }) => {
    const admin = await adminOrNull();
    if (!admin) return refuse("admin-only");
    const body = await parseJsonBody(request, schema);
    if (!body.ok) return body.response;
    const { id } = await params;
    if (!z.uuid().safeParse(id).success) return refuse("booking-not-found");
    const result = await changeBookingStatus(await getDb(), admin.id, id, body.data.status, new Date(), {
      endSeries: body.data.endSeries,
    });
    if (!result.ok) return refuse(result.reason);
    return Response.json({ ok: true, booking: result.booking });
  },
);
