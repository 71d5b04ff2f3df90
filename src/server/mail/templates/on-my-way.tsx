import "server-only";
import { bookingReference } from "@/domain/booking/reference";
import { formatDateLong } from "@/domain/scheduling/schedule";
import type { Booking } from "@/server/db/rows";
import { arrivalLine, PREPARATION, serviceLabel } from "../booking-words";
import { EmailLayout, Facts, P, Part } from "./layout";

export interface OnTheWay {
  crewName: string;
  technicianFirstName: string;
  /** The crew's phone, or the business's when the crew has none. */
  phone: string;
}

/**
 * "On my way", tapped on the crew's phone: who is coming, when they arrive and the number that
 * reaches them. Nothing of what the customer typed (notes, address) is in it: the account's address
 * may not be proven yet (issue 32).
 */
export function OnMyWay({ booking, crew }: { booking: Booking; crew: OnTheWay }) {
  return (
    <EmailLayout heading="Your crew is on the way">
      <P>{`${crew.technicianFirstName} of ${crew.crewName} is on the way to your ${serviceLabel(booking.serviceType)}.`}</P>
      <Facts
        rows={[
          ["Who is coming", `${crew.technicianFirstName} (${crew.crewName})`],
          ["Arriving", `${formatDateLong(booking.appointmentDate)}, ${arrivalLine(booking)}`],
          ["Crew phone", crew.phone],
          ["Reference", bookingReference(booking.id)],
        ]}
      />
      <Part title="How to prepare" items={PREPARATION} />
      <Part title="Reach the crew" paragraphs={[`Need the crew? Call or text ${crew.phone}.`]} />
    </EmailLayout>
  );
}
