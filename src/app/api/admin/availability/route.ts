import { availabilityActionSchema } from "@/domain/scheduling/availability-input";
import { changeAvailability } from "@/server/admin/change-availability";
import { forgetAreaOpenings } from "@/server/bookings/area-opening";
import { getDb } from "@/server/db/client";
import { jsonRoute } from "@/server/http/json-route";

/** The owner changes crews, closures or holidays; the answer lists bookings left without a crew. */
export const POST = jsonRoute(
  { caller: "admin", body: availabilityActionSchema },
  "The availability could not be changed just now. Please try again.",
  async ({ user: admin, body }) => {
    const result = await changeAvailability(await getDb(), admin.id, body, {
      now: new Date(),
    });
    if (!result.ok) return result;
    // The pages' next opening follows at once (in this process; others within their memo time).
    forgetAreaOpenings();
    return Response.json({
      ok: true,
      closureId: result.closureId,
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
