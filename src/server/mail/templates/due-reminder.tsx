import "server-only";
import { formatDateLong } from "@/domain/scheduling/schedule";
import { serviceLabel } from "../booking-words";
import { Buttons, EmailLayout, P } from "./layout";

export interface DueReminderFacts {
  serviceType: string;
  address: string;
  lastVisitDate: string;
  intervalMonths: number;
  bookingLink: string;
  /** The last day the booking link books. */
  linkValidUntil: string;
  unsubscribeLink: string;
}

/** "You're due": a past customer's service came round again, with a link that books it. */
export function DueReminder({ due }: { due: DueReminderFacts }) {
  const service = serviceLabel(due.serviceType);
  return (
    <EmailLayout heading={`You're due for your ${service}`}>
      <P>Hello,</P>
      <P>
        {`We did your ${service} at ${due.address} on ${formatDateLong(due.lastVisitDate)}. We suggest one every ${due.intervalMonths} months, so it is time again.`}
      </P>
      <P>{`The link below opens the booking form with this service and address filled in: pick a day and a time. It works until ${formatDateLong(due.linkValidUntil)}.`}</P>
      <Buttons links={[{ text: "Book my visit", href: due.bookingLink }]} />
      <P>You get this because you agreed to service reminders. One tap and we stop:</P>
      <Buttons links={[{ text: "Unsubscribe from reminders", href: due.unsubscribeLink }]} />
    </EmailLayout>
  );
}
