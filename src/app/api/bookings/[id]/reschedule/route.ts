import { rescheduleInputSchema } from "@/domain/booking/booking-input";
import { z } from "@/domain/validation/zod";
import { rescheduleBooking } from "@/server/bookings/change-booking";
import { changeRefusal } from "@/server/bookings/change-messages";
import { getDb } from "@/server/db/client";
import { env } from "@/server/env";
import { failure, parseJsonBody } from "@/server/http/json";
import { logger } from "@/server/logger";
import { bookingConfirmationEmail } from "@/server/mail/booking-emails";
import { sendMail } from "@/server/mail/mailer";
import { getSessionUser } from "@/server/session";

export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const body = await parseJsonBody(request, rescheduleInputSchema);
  if (!body.ok) return body.response;
  const user = await getSessionUser();
  if (!user) return failure(401, "Please sign in.");
  const { id } = await params;
  if (!z.uuid().safeParse(id).success) return failure(404, "That booking was not found.");
  const result = await rescheduleBooking(await getDb(), user.id, id, body.data, {
    now: new Date(),
    capacity: env.SLOT_CAPACITY,
  });
  if (!result.ok) return changeRefusal(result);
  sendMail(bookingConfirmationEmail(result.booking, user.email, env.SITE_URL, "rescheduled")).catch((error) =>
    logger.error({ err: error, bookingId: id }, "reschedule mail failed"),
  );
  return Response.json({ ok: true, booking: result.booking });
}
