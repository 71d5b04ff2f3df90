import { rescheduleInputSchema } from "@/domain/booking/booking-input";
import { z } from "@/domain/validation/zod";
import { rescheduleBooking } from "@/server/bookings/reschedule-booking";
import { getDb } from "@/server/db/client";
import { env } from "@/server/env";
import { handle, refuse } from "@/server/http/handle";
import { parseJsonBody } from "@/server/http/json";
import { getSessionUser } from "@/server/session";

export const POST = handle(
  {
    name: "POST /api/bookings/[id]/reschedule",
    failure: "The booking could not be moved just now. Please try again.",
  },
  async (request: Request, { params }: { params: Promise<{ id: string }> }) => {
    const body = await parseJsonBody(request, rescheduleInputSchema);
    if (!body.ok) return body.response;
    const user = await getSessionUser();
    if (!user) return refuse("sign-in-required");
    const { id } = await params;
    if (!z.uuid().safeParse(id).success) return refuse("booking-not-found");
    const result = await rescheduleBooking(await getDb(), user.id, id, body.data, {
      now: new Date(),
      capacity: env.SLOT_CAPACITY,
      limits: env.BOOKING_LIMITS ? undefined : "off",
    });
    if (!result.ok) return refuse(result.reason);
    return Response.json({ ok: true, booking: result.booking });
  },
);
