import { cancelInputSchema } from "@/domain/booking/cancel-input";
import { z } from "@/domain/validation/zod";
import { cancelBooking } from "@/server/bookings/cancel-booking";
import { getDb } from "@/server/db/client";
import { handle, refuse } from "@/server/http/handle";
import { parseJsonBody } from "@/server/http/json";
import { getSessionUser } from "@/server/session";

export const POST = handle(
  {
    name: "POST /api/bookings/[id]/cancel",
    failure: "The booking could not be cancelled just now. Please try again.",
  },
  async (request: Request, { params }: { params: Promise<{ id: string }> }) => {
    const body = await parseJsonBody(request, cancelInputSchema);
    if (!body.ok) return body.response;
    const user = await getSessionUser();
    if (!user) return refuse("sign-in-required");
    const { id } = await params;
    if (!z.uuid().safeParse(id).success) return refuse("booking-not-found");
    const result = await cancelBooking(await getDb(), user.id, id, new Date(), { reason: body.data.reason });
    if (!result.ok) return refuse(result.reason);
    return Response.json({ ok: true, booking: result.booking });
  },
);
