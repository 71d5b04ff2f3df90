import "server-only";
import { bookingReference } from "@/domain/booking/reference";
import { formatCents } from "@/domain/payments/invoice";
import { formatDateLong } from "@/domain/scheduling/schedule";
import type { MailAttachment, MailMessage } from "./mailer";
import { renderEmail } from "./render";
import type { WrapUp } from "./templates/visit-completed";

export type { WrapUp, WrapUpMoney } from "./templates/visit-completed";

/** A photo of the wrap-up: its caption and JPEG thumbnail, attached inline. */
export interface WrapUpPhotoFile {
  caption: string;
  bytes: Buffer;
}

/**
 * The one wrap-up of a finished visit: report, photos inline, the invoice with its balance and
 * the receipt of what was paid (src/server/visits/send-wrap-up.ts sends it once).
 */
export async function visitCompletedEmail(
  to: string,
  wrapUp: Omit<WrapUp, "photos">,
  photos: readonly WrapUpPhotoFile[],
): Promise<MailMessage> {
  const { booking, money } = wrapUp;
  const inline = photos.map((p, i) => ({ cid: `photo-${i + 1}@wrap-up`, caption: p.caption, bytes: p.bytes }));
  const attachments: MailAttachment[] = inline.map((p, i) => ({
    filename: `photo-${i + 1}.jpg`,
    content: p.bytes.toString("base64"),
    encoding: "base64",
    contentType: "image/jpeg",
    cid: p.cid,
  }));
  const balance = !money
    ? ""
    : money.invoice.dueCents === 0
      ? `, paid ${formatCents(money.invoice.paidCents)}`
      : `, ${formatCents(money.invoice.dueCents)} due`;
  return {
    to,
    subject: `Your visit report${money ? ` and invoice ${money.invoice.number}${balance}` : ""}: ${formatDateLong(booking.appointmentDate)} (${bookingReference(booking.id)})`,
    ...(await renderEmail("VisitCompleted", {
      ...wrapUp,
      photos: inline.map(({ cid, caption }) => ({ cid, caption })),
    })),
    ...(attachments.length ? { attachments } : {}),
  };
}
