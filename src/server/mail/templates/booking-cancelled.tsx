import "server-only";
import { bookingReference } from "@/domain/booking/reference";
import { withPhone } from "@/domain/business/identity";
import { pageIdentity } from "@/server/business/site-content";
import type { Booking } from "@/server/db/rows";
import { serviceLabel, whenLine } from "../booking-words";
import { EmailLayout, Facts, P, Part } from "./layout";

/** The customer's cancellation; the attached cancel.ics removes the event from their calendar. */
export function BookingCancelled({
  booking,
  origin,
  depositNote = null,
}: {
  booking: Booking;
  origin: string;
  /** What became of the deposit paid at booking (refunded or kept), when there was one. */
  depositNote?: string | null;
}) {
  const book = new URL("/book-service", origin).toString();
  return (
    <EmailLayout heading="Booking cancelled">
      <P>{`Your ${serviceLabel(booking.serviceType)} on ${whenLine(booking)} is cancelled. Nothing is owed.`}</P>
      {depositNote && <P>{depositNote}</P>}
      <Facts
        rows={[
          ["Reference", bookingReference(booking.id)],
          ["Where", booking.address],
        ]}
      />
      <Part title="Your calendar" paragraphs={["The attached cancel.ics removes the visit from your calendar."]} />
      <Part
        title="Another time?"
        paragraphs={[
          withPhone(
            pageIdentity(),
            (phone) => `Book again any time at ${book}, or call ${phone}.`,
            `Book again any time at ${book}.`,
          ),
        ]}
      />
    </EmailLayout>
  );
}
