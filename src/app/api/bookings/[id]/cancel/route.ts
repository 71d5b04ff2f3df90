import { z } from "@/domain/validation/zod";
import { cancelBooking } from "@/server/bookings/change-booking";
import { getDb } from "@/server/db/client";
import { handle, refuse } from "@/server/http/handle";
import { getSessionUser } from "@/server/session";

export const POST = handle(
  {
    name: "POST /api/bookings/[id]/cancel",
    failure: "The booking could not be cancelled just now. Please try again.",
  },
  async (_request: Request, { params }: { params: Promise<{ id: string }> }) => {
    const user = await getSessionUser();
    if (!user) return refuse("sign-in-required");
    const { id } = await params;
    if (!z.uuid().safeParse(id).success) return refuse("booking-not-found");
    const result = await cancelBooking(await getDb(), user.id, id, new Date());
    if (!result.ok) return refuse(result.reason);
    return Response.json({ ok: true, booking: result.booking });
  },
);
