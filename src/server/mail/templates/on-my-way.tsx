import "server-only";
import { bookingReference } from "@/domain/booking/reference";
import { formatDateLong } from "@/domain/scheduling/schedule";
import type { Booking } from "@/server/db/rows";
import { serviceLabel, whenLine } from "../booking-words";
import { EmailLayout, Facts, P, Part } from "./layout";

export interface OnTheWay {
  crewName: string;
  technicianFirstName: string;
  /** The crew's phone, or the business's when the crew has none. */
  phone: string;
}

/** What the email says: the first On my way, a new estimate, or On my way taken back. */
export type ArrivalNews = { kind: "on-my-way" | "late"; arrival: string } | { kind: "back" };

const HEADINGS = {
  "on-my-way": "Your crew is on the way",
  late: "Your crew is running late",
  back: "Sorry: your crew is not on the way yet",
} as const;

/**
 * "On my way", tapped on the crew's phone: who is coming, the crew's own arrival estimate (not the
 * booked window) and the number that reaches them; "Running late" with the new estimate; or the
 * short correction when a mistaken On my way is taken back. Nothing of what the customer typed
 * (notes, address) is in it: the account's address may not be proven yet. The
 * preparation list is in the confirmation and the reminders, not here.
 */
export function OnMyWay({ booking, crew, news }: { booking: Booking; crew: OnTheWay; news: ArrivalNews }) {
  const service = serviceLabel(booking.serviceType);
  const who = `${crew.technicianFirstName} (${crew.crewName})`;
  if (news.kind === "back")
    return (
      <EmailLayout heading={HEADINGS.back}>
        <P>{`Our "on the way" message for your ${service} was sent by mistake. Nothing has changed: your visit is still set for ${whenLine(booking)}.`}</P>
        <P>{`${crew.technicianFirstName} will tell you again when the crew is really on the way.`}</P>
        <Facts rows={[["Reference", bookingReference(booking.id)]]} />
        {crew.phone ? <Part title="Reach the crew" paragraphs={[`Questions? Call or text ${crew.phone}.`]} /> : null}
      </EmailLayout>
    );
  return (
    <EmailLayout heading={HEADINGS[news.kind]}>
      <P>
        {news.kind === "late"
          ? `Sorry, ${crew.technicianFirstName} is running late. The crew now expects to arrive ${news.arrival}.`
          : `${crew.technicianFirstName} of ${crew.crewName} is on the way to your ${service}, arriving ${news.arrival}.`}
      </P>
      <Facts
        rows={[
          ["Who is coming", who],
          ["Arriving", `${formatDateLong(booking.appointmentDate)}, ${news.arrival}`],
          ...(crew.phone ? [["Crew phone", crew.phone] as [string, string]] : []),
          ["Reference", bookingReference(booking.id)],
        ]}
      />
      {crew.phone ? <Part title="Reach the crew" paragraphs={[`Need the crew? Call or text ${crew.phone}.`]} /> : null}
    </EmailLayout>
  );
}
