import "server-only";
import { RECURRING_DISCOUNT_PERCENT } from "@/domain/pricing/booking-price";
import { formatDollars } from "@/domain/pricing/pricing";
import { formatDateLong } from "@/domain/scheduling/schedule";
import { serviceLabel } from "../booking-words";
import { Buttons, EmailLayout, P } from "./layout";

export interface NextVisit {
  serviceType: string;
  address: string;
  suggestedDate: string;
  intervalMonths: number;
  tablePrice: number;
  price: number;
  bookingLink: string;
  dashboardLink: string;
}

/** The next visit of a series, proposed with a one-click booking link and the series' price. */
export function NextVisitProposal({ visit }: { visit: NextVisit }) {
  const service = serviceLabel(visit.serviceType);
  return (
    <EmailLayout heading={`Time for your next ${service}`}>
      <P>Hello,</P>
      <P>
        {`Your ${service} at ${visit.address} repeats every ${visit.intervalMonths} months, so the next visit is due on ${formatDateLong(visit.suggestedDate)}. As a recurring customer you book before the calendar opens to everyone else, and you pay ${formatDollars(visit.price)} instead of ${formatDollars(visit.tablePrice)} (${RECURRING_DISCOUNT_PERCENT}% off).`}
      </P>
      <P>Pick a time for that day (or another day) here:</P>
      <Buttons links={[{ text: "Pick a time", href: visit.bookingLink }]} />
      <P>
        Nothing is booked until you pick a time. To change how often we come, or to stop the series, open your account:
      </P>
      <Buttons links={[{ text: "Open your account", href: visit.dashboardLink }]} />
    </EmailLayout>
  );
}
