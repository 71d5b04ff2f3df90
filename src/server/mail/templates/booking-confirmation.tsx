import "server-only";
import { bookingReference } from "@/domain/booking/reference";
import { customerStatus, PAYMENT_TERMS, statusNext } from "@/domain/booking/status-words";
import { formatDollars } from "@/domain/pricing/pricing";
import type { Booking } from "@/server/db/rows";
import {
  CONFIRMATION_SUBJECTS,
  type ConfirmationKind,
  durationLine,
  PREPARATION,
  serviceLabel,
  whenLine,
} from "../booking-words";
import { calendarLinks, manageUrl } from "../calendar";
import { Buttons, EmailLayout, Facts, P, Part, type Row } from "./layout";

const INTROS: Record<ConfirmationKind, (b: Booking) => string> = {
  booked: () => "Thanks for booking with us. Here is your visit.",
  rescheduled: (b) =>
    b.status === "pending"
      ? "Your visit has a new time. Because the time changed, we check the crew's day again: the visit is Requested until we confirm it by email."
      : "Your visit has a new time.",
  confirmed: () => "Good news: we have confirmed your visit. The crew will be there in the arrival window below.",
  "moved-by-owner": () => "As agreed with you, your visit has a new time.",
};

/** The customer's confirmation of a booking, a new time, or the owner's confirmation. */
export function BookingConfirmation(props: {
  booking: Booking;
  origin: string;
  kind: ConfirmationKind;
  /** "UV Light Installation: $349" and the total, when the price has add-ons. */
  priced: readonly string[];
  terms: string | null;
}) {
  const { booking, origin, kind } = props;
  const links = calendarLinks(booking, origin);
  const status = customerStatus(booking.status);
  const rows: Row[] = [
    ["Reference", bookingReference(booking.id)],
    ["Service", serviceLabel(booking.serviceType)],
    ["When", whenLine(booking)],
    ["Takes", durationLine(booking)],
    ["Where", booking.address],
    ["Phone", `${booking.customerPhone ?? "-"} (the crew calls this number on the day)`],
    ["Price", formatDollars(Number(booking.priceExact))],
    ["Status", status],
  ];
  // The notes stay out: the account's address may not be proven yet, and free text typed by the
  // requester is how our own email would carry someone else's message. The dashboard
  // shows them.
  if (booking.notes) rows.push(["Your notes", "Saved with the booking (see your dashboard)"]);
  if (booking.isRecurring)
    rows.push(["Repeats", `every ${booking.recurringIntervalMonths} months (10% off future visits)`]);
  return (
    <EmailLayout
      heading={`${CONFIRMATION_SUBJECTS[kind]}: ${serviceLabel(booking.serviceType)}`}
      preview={whenLine(booking)}
      terms={props.terms}
    >
      <P>{INTROS[kind](booking)}</P>
      <Facts rows={rows} />
      <Buttons
        links={[
          { text: "Manage your booking", href: manageUrl(origin) },
          { text: "Add to Google Calendar", href: links.google },
          { text: "Add to Outlook", href: links.outlook },
        ]}
      />
      {props.priced.length > 0 ? <Part title="Your price" items={props.priced} /> : null}
      <Part title={`What "${status}" means`} paragraphs={[statusNext(booking.status)]} />
      <Part title="Payment" paragraphs={[PAYMENT_TERMS]} />
      <Part title="How to prepare" items={PREPARATION} />
      <Part
        title="Change or cancel"
        paragraphs={[
          "The calendar invite (appointment.ics) is attached.",
          "You can reschedule or cancel from your dashboard up to 24 hours before the visit.",
        ]}
      />
    </EmailLayout>
  );
}
