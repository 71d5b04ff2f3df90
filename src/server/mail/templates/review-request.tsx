import "server-only";
import { Link } from "@react-email/components";
import { bookingReference } from "@/domain/booking/reference";
import { REVIEW_RULES } from "@/domain/reviews/reviews";
import { formatDateLong } from "@/domain/scheduling/schedule";
import type { Booking } from "@/server/db/rows";
import { serviceLabel } from "../booking-words";
import { Buttons, EmailLayout, Facts, P, Part } from "./layout";

/**
 * "How did it go?": one per finished visit, the same words to every customer whatever the visit
 * was like (no gating by rating, decision 0020). Nothing the customer typed is in it.
 */
export function ReviewRequest({ booking, links }: { booking: Booking; links: { review: string; stop: string } }) {
  const day = formatDateLong(booking.appointmentDate);
  return (
    <EmailLayout heading="How did it go?">
      <P>{`How did your ${serviceLabel(booking.serviceType)} on ${day} go? Tell us in a minute: from 1 to 5 stars and, if you like, a few words.`}</P>
      <P>
        Every review is published as you write it, good or bad, and you choose whether your first name and city are
        shown.
      </P>
      <P>{`You can change what you wrote for ${REVIEW_RULES.editDays} days through the same link.`}</P>
      <Facts
        rows={[
          ["Reference", bookingReference(booking.id)],
          ["Visit", day],
        ]}
      />
      <Buttons links={[{ text: "Leave your review", href: links.review }]} />
      <Part title="No more review requests" />
      <P>
        {"Do not want to be asked for reviews again? Use this link (one click, no sign-in): "}
        <Link href={links.stop}>{links.stop}</Link>
      </P>
    </EmailLayout>
  );
}
