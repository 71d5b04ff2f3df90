import "server-only";
import { site } from "@/content/site";
import { bookingReference } from "@/domain/booking/reference";
import { formatDateLong } from "@/domain/scheduling/schedule";
import type { Booking } from "@/server/db/rows";
import { serviceLabel } from "../booking-words";
import { Buttons, EmailLayout, Facts, P, Part } from "./layout";

/**
 * "Your visit is done", with the link to its report. The report may still be being written when it
 * goes out, so the email promises a link, not its contents.
 */
export function VisitCompleted({ booking, report }: { booking: Booking; report: string }) {
  return (
    <EmailLayout heading="Your visit is done">
      <P>{`Your ${serviceLabel(booking.serviceType)} at ${booking.address} is done. Thank you for having us.`}</P>
      <P>The crew's report, with what they did, what they found and before and after photos, is in your account.</P>
      <Facts
        rows={[
          ["Reference", bookingReference(booking.id)],
          ["Visit", formatDateLong(booking.appointmentDate)],
          ["Where", booking.address],
        ]}
      />
      <Buttons links={[{ text: "See your visit report", href: report }]} />
      <Part title="Questions" paragraphs={[`Questions about the work? Reply to this email or call ${site.phone}.`]} />
    </EmailLayout>
  );
}
