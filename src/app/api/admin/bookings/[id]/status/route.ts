import { site } from "@/content/site";
import { z } from "@/domain/validation/zod";
import { changeBookingStatus } from "@/server/admin/change-booking-status";
import { adminOrNull } from "@/server/admin/require-admin";
import { getDb } from "@/server/db/client";
import { env } from "@/server/env";
import { failure, parseJsonBody } from "@/server/http/json";
import { logger } from "@/server/logger";
import { bookingCancelledEmail, bookingConfirmationEmail } from "@/server/mail/booking-emails";
import { sendMail } from "@/server/mail/mailer";

const schema = z.object({ status: z.enum(["confirmed", "in_progress", "completed", "cancelled"]) });

export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const admin = await adminOrNull();
  if (!admin) return failure(404, "Not found.");
  const body = await parseJsonBody(request, schema);
  if (!body.ok) return body.response;
  const { id } = await params;
  if (!z.uuid().safeParse(id).success) return failure(404, "That booking was not found.");
  const result = await changeBookingStatus(await getDb(), admin.id, id, body.data.status);
  if (!result.ok) {
    return result.reason === "not-found"
      ? failure(404, "That booking was not found.")
      : failure(409, "That status change is not allowed from the booking's current status.");
  }
  const mail =
    body.data.status === "confirmed"
      ? {
          ...bookingConfirmationEmail(result.booking, result.customerEmail, env.SITE_URL),
          subject: `Booking confirmed by ${site.brand}`,
        }
      : body.data.status === "cancelled"
        ? bookingCancelledEmail(result.booking, result.customerEmail)
        : null;
  if (mail) sendMail(mail).catch((error) => logger.error({ err: error, bookingId: id }, "status mail failed"));
  return Response.json({ ok: true, booking: result.booking });
}
