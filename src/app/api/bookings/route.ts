import { bookingInputSchema } from "@/domain/booking/booking-input";
import { recordEvents } from "@/server/analytics/record-events";
import { visitorId } from "@/server/analytics/visitor";
import { bookingRefusal } from "@/server/bookings/booking-refusal";
import { createBooking } from "@/server/bookings/create-booking";
import { getDb } from "@/server/db/client";
import { env } from "@/server/env";
import { failure, parseJsonBody } from "@/server/http/json";
import { logger } from "@/server/logger";
import { bookingConfirmationEmail, ownerBookingNotification } from "@/server/mail/booking-emails";
import { sendMail } from "@/server/mail/mailer";
import { getSessionUser } from "@/server/session";

export async function POST(request: Request) {
  const body = await parseJsonBody(request, bookingInputSchema);
  if (!body.ok) return body.response;
  const user = await getSessionUser();
  if (!user) return failure(401, "Please sign in to book.");
  try {
    const result = await createBooking(await getDb(), user.id, body.data, {
      now: new Date(),
      capacity: env.SLOT_CAPACITY,
    });
    if (!result.ok) return bookingRefusal(result.reason);
    if (!result.duplicate) {
      await recordEvents(await getDb(), (await visitorId()) ?? "anonymous", [
        {
          name: "book_service",
          props: {
            service_type: result.booking.serviceType,
            value: Number(result.booking.priceExact),
            currency: "USD",
          },
        },
      ]).catch((error) => logger.error({ err: error }, "conversion event failed"));
      const mails = [
        bookingConfirmationEmail(result.booking, user.email, env.SITE_URL),
        ownerBookingNotification(result.booking, `${user.name} <${user.email}>`, env.BUSINESS_EMAIL),
      ];
      for (const mail of mails) {
        sendMail(mail).catch((error) =>
          logger.error({ err: error, bookingId: result.booking.id }, "booking mail failed"),
        );
      }
    }
    return Response.json({ ok: true, booking: result.booking }, { status: result.duplicate ? 200 : 201 });
  } catch (error) {
    logger.error({ err: error }, "booking failed");
    return failure(503, "There was an error creating your booking. Please try again.");
  }
}
