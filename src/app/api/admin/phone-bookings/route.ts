import { phoneBookingInputSchema } from "@/domain/booking/phone-booking-input";
import { bookByPhone } from "@/server/bookings/book-by-phone";
import { getDb } from "@/server/db/client";
import { refuse } from "@/server/http/handle";
import { jsonRoute, ok } from "@/server/http/json-route";

/** The owner's "New booking" (/admin/bookings/new): a caller booked through the website's use case. */
export const POST = jsonRoute(
  { caller: "admin", body: phoneBookingInputSchema },
  "The booking could not be made just now. Nothing was booked; please try again.",
  async ({ user, body }) => {
    const result = await bookByPhone(await getDb(), user, body, { now: new Date() });
    if (!result.ok) {
      const { openDays, plan } = result;
      if (!openDays && plan === undefined) return result;
      // The table's refusal, with the times still open, or the caller's plan now, for the form to offer.
      const refused = refuse(result.reason);
      const more = openDays ? { openDays } : { plan };
      return Response.json({ ...(await refused.json()), ...more }, { status: refused.status });
    }
    const { booking, customerId, createdCustomer, duplicate } = result;
    return ok(
      { bookingId: booking.id, customerId, createdCustomer, total: booking.priceExact },
      { status: duplicate ? 200 : 201 },
    );
  },
);
