import "server-only";
import { bookingReference } from "@/domain/booking/reference";
import { customerStatus, statusNext } from "@/domain/booking/status-words";
import { withPhone } from "@/domain/business/identity";
import { pageIdentity } from "@/server/business/site-content";
import type { Booking } from "@/server/db/rows";
import { durationLine, PREPARATION, serviceLabel, whenLine } from "../booking-words";
import { manageUrl } from "../calendar";
import { Buttons, EmailLayout, Facts, P, Part } from "./layout";

/** "in 2 days", "tomorrow"... as the reminder says it, `hours` before the visit. */
export const reminderWhen = (hours: number) =>
  hours >= 24 ? `in ${Math.round(hours / 24)} day${hours >= 48 ? "s" : ""}` : "today";

/** The customer's reminder, some hours before the visit. */
export function BookingReminder({ booking, origin, hours }: { booking: Booking; origin: string; hours: number }) {
  const status = customerStatus(booking.status);
  const manage =
    hours >= 24
      ? `Need another time? Change or cancel from your dashboard up to 24 hours before: ${manageUrl(origin)}`
      : withPhone(
          pageIdentity(),
          (phone) => `Need to reach the crew? Call ${phone}.`,
          "Need to reach the crew? Reply to this email.",
        );
  return (
    <EmailLayout heading={`Reminder: your visit is ${reminderWhen(hours)}`} preview={whenLine(booking)}>
      <P>{`A reminder: your ${serviceLabel(booking.serviceType)} is ${reminderWhen(hours)}.`}</P>
      <Facts
        rows={[
          ["Reference", bookingReference(booking.id)],
          ["When", whenLine(booking)],
          ["Takes", durationLine(booking)],
          ["Where", booking.address],
          ["Status", status],
        ]}
      />
      <Buttons links={[{ text: "Manage your booking", href: manageUrl(origin) }]} />
      <Part title={`What "${status}" means`} paragraphs={[statusNext(booking.status)]} />
      <Part title="How to prepare" items={PREPARATION} />
      <Part title="Changes" paragraphs={[manage]} />
    </EmailLayout>
  );
}
