import { z } from "@/domain/validation/zod";
import { cancelBooking } from "@/server/bookings/change-booking";
import { changeRefusal } from "@/server/bookings/change-messages";
import { getDb } from "@/server/db/client";
import { failure } from "@/server/http/json";
import { logger } from "@/server/logger";
import { bookingCancelledEmail } from "@/server/mail/booking-emails";
import { sendMail } from "@/server/mail/mailer";
import { getSessionUser } from "@/server/session";

export async function POST(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const user = await getSessionUser();
  if (!user) return failure(401, "Please sign in.");
  const { id } = await params;
  if (!z.uuid().safeParse(id).success) return failure(404, "That booking was not found.");
  const result = await cancelBooking(await getDb(), user.id, id, new Date());
  if (!result.ok) return changeRefusal(result);
  sendMail(bookingCancelledEmail(result.booking, user.email)).catch((error) =>
    logger.error({ err: error, bookingId: id }, "cancel mail failed"),
  );
  return Response.json({ ok: true, booking: result.booking });
}
