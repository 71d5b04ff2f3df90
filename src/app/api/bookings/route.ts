import { bookingInputSchema } from "@/domain/booking/booking-input";
import { visitorId } from "@/server/analytics/visitor";
import { createBooking } from "@/server/bookings/create-booking";
import { getDb } from "@/server/db/client";
import { env } from "@/server/env";
import { handle, refuse } from "@/server/http/handle";
import { parseJsonBody } from "@/server/http/json";
import { getSessionUser } from "@/server/session";

export const POST = handle(
  { name: "POST /api/bookings", failure: "There was an error creating your booking. Please try again." },
  async (request: Request) => {
    const body = await parseJsonBody(request, bookingInputSchema);
    if (!body.ok) return body.response;
    const user = await getSessionUser();
    if (!user) return refuse("sign-in-to-book");
    const result = await createBooking(await getDb(), user.id, body.data, {
      now: new Date(),
      capacity: env.SLOT_CAPACITY,
      visitorId: await visitorId(),
    });
    if (!result.ok) return refuse(result.reason);
    return Response.json({ ok: true, booking: result.booking }, { status: result.duplicate ? 200 : 201 });
  },
);
