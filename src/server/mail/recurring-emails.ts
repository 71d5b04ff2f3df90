import "server-only";
import { site } from "@/content/site";
import { RECURRING_DISCOUNT_PERCENT } from "@/domain/pricing/booking-price";
import { formatDollars, isServiceType, SERVICE_TYPE_LABELS } from "@/domain/pricing/pricing";
import { formatDateLong } from "@/domain/scheduling/schedule";
import type { MailMessage } from "./mailer";

/** The next visit of a series, proposed with a one-click booking link and the series' price. */
export function nextVisitEmail(input: {
  to: string;
  serviceType: string;
  address: string;
  suggestedDate: string;
  intervalMonths: number;
  tablePrice: number;
  price: number;
  bookingLink: string;
  dashboardLink: string;
}): MailMessage {
  const service = isServiceType(input.serviceType) ? SERVICE_TYPE_LABELS[input.serviceType] : input.serviceType;
  return {
    to: input.to,
    subject: `Time for your next ${service}: ${formatDateLong(input.suggestedDate)}`,
    text: [
      "Hello,",
      "",
      `Your ${service} at ${input.address} repeats every ${input.intervalMonths} months, so the next visit is due on`,
      `${formatDateLong(input.suggestedDate)}. As a recurring customer you book before the calendar opens to everyone`,
      `else, and you pay ${formatDollars(input.price)} instead of ${formatDollars(input.tablePrice)} (${RECURRING_DISCOUNT_PERCENT}% off).`,
      "",
      "Pick a time for that day (or another day) here:",
      input.bookingLink,
      "",
      "Nothing is booked until you pick a time. To change how often we come, or to stop the series,",
      `open your account: ${input.dashboardLink}`,
      "",
      `${site.brand} · ${site.phone}`,
    ].join("\n"),
  };
}
