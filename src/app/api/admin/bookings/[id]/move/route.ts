import { rescheduleInputSchema } from "@/domain/booking/booking-input";
import { SLOT_TAKEN_MESSAGE, SLOT_UNAVAILABLE_MESSAGE } from "@/domain/booking/booking-messages";
import { z } from "@/domain/validation/zod";
import { moveBooking } from "@/server/admin/move-booking";
import { adminOrNull } from "@/server/admin/require-admin";
import { getDb } from "@/server/db/client";
import { env } from "@/server/env";
import { failure, parseJsonBody } from "@/server/http/json";
import { logger } from "@/server/logger";
import { bookingConfirmationEmail } from "@/server/mail/booking-emails";
import { sendMail } from "@/server/mail/mailer";

/** The owner moves a booking to another open start; the customer gets the new time by email. */
export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const admin = await adminOrNull();
  if (!admin) return failure(404, "Not found.");
  const body = await parseJsonBody(request, rescheduleInputSchema);
  if (!body.ok) return body.response;
  const { id } = await params;
  if (!z.uuid().safeParse(id).success) return failure(404, "That booking was not found.");
  const result = await moveBooking(await getDb(), id, body.data, { now: new Date(), capacity: env.SLOT_CAPACITY });
  if (!result.ok) {
    if (result.reason === "not-found") return failure(404, "That booking was not found.");
    if (result.reason === "not-active") return failure(409, "Only pending or confirmed bookings can be moved.");
    return result.reason === "slot-full" ? failure(409, SLOT_TAKEN_MESSAGE) : failure(422, SLOT_UNAVAILABLE_MESSAGE);
  }
  sendMail(bookingConfirmationEmail(result.booking, result.customerEmail, env.SITE_URL, "rescheduled")).catch((error) =>
    logger.error({ err: error, bookingId: id }, "move mail failed"),
  );
  return Response.json({ ok: true, booking: result.booking });
}
