import { rescheduleInputSchema } from "@/domain/booking/booking-input";
import { z } from "@/domain/validation/zod";
import { moveBooking } from "@/server/admin/move-booking";
import { adminOrNull } from "@/server/admin/require-admin";
import { getDb } from "@/server/db/client";
import { env } from "@/server/env";
import { handle, refuse } from "@/server/http/handle";
import { parseJsonBody } from "@/server/http/json";

/** The owner moves a booking to another open start; the customer's email is queued with the move. */
export const POST = handle(
  { name: "POST /api/admin/bookings/[id]/move", failure: "The booking could not be moved just now. Please try again." },
  async (request: Request, { params }: { params: Promise<{ id: string }> }) => {
    const admin = await adminOrNull();
    if (!admin) return refuse("admin-only");
    const body = await parseJsonBody(request, rescheduleInputSchema);
    if (!body.ok) return body.response;
    const { id } = await params;
    if (!z.uuid().safeParse(id).success) return refuse("booking-not-found");
    const result = await moveBooking(await getDb(), id, body.data, { now: new Date(), capacity: env.SLOT_CAPACITY });
    if (!result.ok) return refuse(result.reason);
    return Response.json({ ok: true, booking: result.booking });
  },
);
