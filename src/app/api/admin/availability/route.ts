import { availabilityActionSchema } from "@/domain/scheduling/availability-input";
import { changeAvailability } from "@/server/admin/change-availability";
import { adminOrNull } from "@/server/admin/require-admin";
import { getDb } from "@/server/db/client";
import { env } from "@/server/env";
import { handle, refuse } from "@/server/http/handle";
import { parseJsonBody } from "@/server/http/json";

/** The owner changes crews, closures or holidays; the answer lists bookings left without a crew. */
export const POST = handle(
  {
    name: "POST /api/admin/availability",
    failure: "The availability could not be changed just now. Please try again.",
  },
  async (request: Request) => {
    const admin = await adminOrNull();
    if (!admin) return refuse("admin-only");
    const body = await parseJsonBody(request, availabilityActionSchema);
    if (!body.ok) return body.response;
    const result = await changeAvailability(await getDb(), admin.id, body.data, {
      now: new Date(),
      weekdayDefault: env.SLOT_CAPACITY,
    });
    if (!result.ok) return refuse(result.reason);
    return Response.json({
      ok: true,
      affected: result.affected.map(({ booking: b, customerName, customerEmail }) => ({
        id: b.id,
        serviceArea: b.serviceArea,
        appointmentDate: b.appointmentDate,
        appointmentTime: b.appointmentTime,
        customerName,
        customerEmail,
        customerPhone: b.customerPhone,
      })),
    });
  },
);
