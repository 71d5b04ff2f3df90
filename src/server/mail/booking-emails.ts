import "server-only";
import { createEvent } from "ics";
import { site } from "@/content/site";
import { bookingReference, consoleBookingPath } from "@/domain/booking/reference";
import { customerStatus, PAYMENT_TERMS, STATUS_LABELS, statusNext } from "@/domain/booking/status-words";
import { formatQuoteCents } from "@/domain/money/format";
import { linesTotalCents, type PriceLine } from "@/domain/pricing/price-lines";
import { formatDollars, isServiceType, SERVICE_TYPE_LABELS } from "@/domain/pricing/pricing";
import { endTime } from "@/domain/scheduling/capacity";
import { ARRIVAL_WINDOW_MINUTES, formatDuration } from "@/domain/scheduling/duration";
import {
  appointmentStart,
  formatArrivalWindow,
  formatDateLong,
  formatTime,
  zoneAbbreviation,
} from "@/domain/scheduling/schedule";
import type { Booking } from "@/server/db/rows";
import type { MailMessage } from "./mailer";

// Every email about a booking, to the customer and to the owner. Customers read the customer
// words of status-words.ts only; each customer email has a text part and an HTML part saying the
// same; calendar files carry the booking's SEQUENCE so a calendar replaces its copy.

const label = (type: string) => (isServiceType(type) ? SERVICE_TYPE_LABELS[type] : type);
const zone = (booking: Booking) => zoneAbbreviation(booking.appointmentDate, booking.timeZone);

/** "9:00 AM PST". */
export const startLine = (booking: Booking) => `${formatTime(booking.appointmentTime)} ${zone(booking)}`;

/** "Tuesday, December 1, 2026, arriving 9:00-9:30 AM PST". */
function whenLine(booking: Booking): string {
  const arrival = formatArrivalWindow(booking.appointmentTime, ARRIVAL_WINDOW_MINUTES);
  return `${formatDateLong(booking.appointmentDate)}, arriving ${arrival} ${zone(booking)}`;
}

const durationLine = (booking: Booking) =>
  `${formatDuration(booking.durationMinutes)}, done by about ${formatTime(endTime(booking.appointmentTime, booking.durationMinutes))}`;

const manageUrl = (origin: string) => new URL("/customer-dashboard", origin).toString();
const consoleUrl = (booking: Booking, origin: string) => new URL(consoleBookingPath(booking), origin).toString();

/** What the customer can do before the crew comes; the crew's day goes faster and cleaner. */
export const PREPARATION = [
  "Clear a path to every vent, register and the return grille: move furniture and rugs that cover them.",
  "Make room around the furnace or air handler and, for dryer vents, pull the dryer out a little if you can.",
  "Keep pets in a closed room while the crew works; the equipment is loud and the doors stay open.",
  "Leave parking for a van near the door (about 20 feet of curb or the driveway); we run hoses from it.",
  "Someone over 18 should be home to let the crew in and walk through the job with them.",
] as const;

const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const eventTimes = (booking: Booking) => {
  const start = appointmentStart(booking.appointmentDate, booking.appointmentTime, booking.timeZone);
  return { start, end: new Date(start.getTime() + booking.durationMinutes * 60_000) };
};

const eventTitle = (booking: Booking) => `${label(booking.serviceType)} - ${site.brand}`;

/**
 * The .ics for the booking. METHOD:REQUEST while it stands (TENTATIVE while Requested,
 * CONFIRMED once the owner confirms), METHOD:CANCEL with the same UID when it is cancelled, so
 * the calendar removes the event. SEQUENCE is the booking's change counter.
 */
export function bookingInvite(booking: Booking, origin: string): string {
  const { start, end } = eventTimes(booking);
  const cancelled = booking.status === "cancelled";
  const { error, value } = createEvent({
    uid: `${booking.id}@clearvent`,
    method: cancelled ? "CANCEL" : "REQUEST",
    sequence: booking.sequence,
    title: eventTitle(booking),
    description: `Booking ${bookingReference(booking.id)}. Reschedule or cancel from your dashboard up to 24 hours before: ${manageUrl(origin)}`,
    location: booking.address,
    start: start.getTime(),
    startInputType: "utc",
    startOutputType: "utc",
    end: end.getTime(),
    endInputType: "utc",
    endOutputType: "utc",
    status: cancelled ? "CANCELLED" : booking.status === "confirmed" ? "CONFIRMED" : "TENTATIVE",
    organizer: { name: site.brand, email: site.email },
    productId: "clearvent/booking",
  });
  if (error || !value) throw error ?? new Error("could not build the calendar invite");
  return value;
}

const inviteAttachment = (booking: Booking, origin: string) => ({
  filename: booking.status === "cancelled" ? "cancel.ics" : "appointment.ics",
  content: bookingInvite(booking, origin),
  contentType: `text/calendar; method=${booking.status === "cancelled" ? "CANCEL" : "REQUEST"}`,
});

const utcStamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

/** "Add to Google Calendar" and "Outlook" links for those who do not open .ics files. */
export function calendarLinks(booking: Booking, origin: string): { google: string; outlook: string } {
  const { start, end } = eventTimes(booking);
  const details = `Booking ${bookingReference(booking.id)}. Manage it: ${manageUrl(origin)}`;
  const google = new URL("https://calendar.google.com/calendar/render");
  google.search = new URLSearchParams({
    action: "TEMPLATE",
    text: eventTitle(booking),
    dates: `${utcStamp(start)}/${utcStamp(end)}`,
    details,
    location: booking.address,
  }).toString();
  const outlook = new URL("https://outlook.live.com/calendar/0/deeplink/compose");
  outlook.search = new URLSearchParams({
    path: "/calendar/action/compose",
    rru: "addevent",
    subject: eventTitle(booking),
    startdt: start.toISOString(),
    enddt: end.toISOString(),
    body: details,
    location: booking.address,
  }).toString();
  return { google: google.toString(), outlook: outlook.toString() };
}

export type Row = [label: string, value: string];

/** A readable HTML email: heading, paragraphs, a table of facts, lists and links, inline styles. */
export function renderHtml(parts: {
  heading: string;
  intro: string[];
  rows: Row[];
  sections?: { title: string; paragraphs?: string[]; items?: readonly string[] }[];
  links?: { text: string; href: string }[];
}): string {
  const p = (t: string) => `<p style="margin:0 0 12px">${escapeHtml(t)}</p>`;
  const rows = parts.rows
    .map(
      ([k, v]) =>
        `<tr><th scope="row" style="text-align:left;vertical-align:top;padding:4px 12px 4px 0;color:#475569;font-weight:600">${escapeHtml(k)}</th><td style="padding:4px 0">${escapeHtml(v)}</td></tr>`,
    )
    .join("");
  const sections = (parts.sections ?? [])
    .map(
      (s) =>
        `<h2 style="font-size:17px;margin:20px 0 8px">${escapeHtml(s.title)}</h2>${(s.paragraphs ?? []).map(p).join("")}${
          s.items
            ? `<ul style="margin:0 0 12px;padding-left:20px">${s.items.map((i) => `<li style="margin:0 0 6px">${escapeHtml(i)}</li>`).join("")}</ul>`
            : ""
        }`,
    )
    .join("");
  const links = (parts.links ?? [])
    .map(
      (l) =>
        `<a href="${escapeHtml(l.href)}" style="display:inline-block;margin:0 8px 8px 0;padding:10px 14px;border-radius:6px;background:#0f5e9c;color:#ffffff;text-decoration:none;font-weight:600">${escapeHtml(l.text)}</a>`,
    )
    .join("");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(parts.heading)}</title></head><body style="margin:0;padding:16px;background:#f8fafc;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#0f172a"><div style="max-width:600px;margin:0 auto;background:#ffffff;border:1px solid #e2e8f0;border-radius:8px;padding:20px"><h1 style="font-size:22px;margin:0 0 12px">${escapeHtml(parts.heading)}</h1>${parts.intro.map(p).join("")}${rows ? `<table style="border-collapse:collapse;margin:8px 0 16px;width:100%">${rows}</table>` : ""}${links ? `<div style="margin:8px 0 8px">${links}</div>` : ""}${sections}<p style="margin:20px 0 0;color:#475569;font-size:14px">${escapeHtml(`${site.brand} · ${site.phone} · ${site.hours}`)}</p></div></body></html>`;
}

export const renderText = (intro: string[], rows: Row[], sections: { title: string; lines: string[] }[]) => {
  const width = Math.max(...rows.map(([k]) => k.length)) + 2;
  return [
    ...intro,
    "",
    ...rows.map(([k, v]) => `${`${k}:`.padEnd(width)}${v}`),
    ...sections.flatMap((s) => ["", s.title, ...s.lines]),
    "",
    `${site.brand} - ${site.phone} (${site.hours})`,
  ].join("\n");
};

export type ConfirmationKind = "booked" | "rescheduled" | "confirmed" | "moved-by-owner";

const INTROS: Record<ConfirmationKind, (b: Booking) => string> = {
  booked: () => "Thanks for booking with us. Here is your visit.",
  rescheduled: (b) =>
    b.status === "pending"
      ? "Your visit has a new time. Because the time changed, we check the crew's day again: the visit is Requested until we confirm it by email."
      : "Your visit has a new time.",
  confirmed: () => "Good news: we have confirmed your visit. The crew will be there in the arrival window below.",
  "moved-by-owner": () => "As agreed with you, your visit has a new time.",
};

const SUBJECTS: Record<ConfirmationKind, string> = {
  booked: "Visit requested",
  rescheduled: "Booking rescheduled",
  confirmed: "Booking confirmed",
  "moved-by-owner": "Booking rescheduled",
};

/** The customer's confirmation of a booking, a new time, or the owner's confirmation. */
export function bookingConfirmationEmail(
  booking: Booking,
  to: string,
  origin: string,
  kind: ConfirmationKind = "booked",
  /** The price's lines when it was booked (add-ons); the Price row alone otherwise. */
  lines: readonly PriceLine[] = [],
): MailMessage {
  const reference = bookingReference(booking.id);
  const priced = priceLineTexts(lines);
  const links = calendarLinks(booking, origin);
  const rows: Row[] = [
    ["Reference", reference],
    ["Service", label(booking.serviceType)],
    ["When", whenLine(booking)],
    ["Takes", durationLine(booking)],
    ["Where", booking.address],
    ["Phone", `${booking.customerPhone ?? "-"} (the crew calls this number on the day)`],
    ["Price", formatDollars(Number(booking.priceExact))],
    ["Status", customerStatus(booking.status)],
  ];
  // The notes stay out: the account's address may not be proven yet, and free text typed by the
  // requester is how our own email would carry someone else's message (issue 32). The dashboard
  // shows them.
  if (booking.notes) rows.push(["Your notes", "Saved with the booking (see your dashboard)"]);
  if (booking.isRecurring)
    rows.push(["Repeats", `every ${booking.recurringIntervalMonths} months (10% off future visits)`]);
  const manage = `Reschedule or cancel from your dashboard up to 24 hours before the visit: ${manageUrl(origin)}`;
  const intro = [INTROS[kind](booking)];
  const next = statusNext(booking.status);
  return {
    to,
    // ASCII only: a subject with the window's dash would be encoded and unreadable to filters.
    subject: `${SUBJECTS[kind]}: ${label(booking.serviceType)} on ${formatDateLong(booking.appointmentDate)} at ${formatTime(booking.appointmentTime)} ${zone(booking)} (${reference})`,
    text: renderText(intro, rows, [
      ...(priced.length > 0 ? [{ title: "Your price", lines: priced }] : []),
      { title: `What "${customerStatus(booking.status)}" means`, lines: [next] },
      { title: "Payment", lines: [PAYMENT_TERMS] },
      { title: "How to prepare", lines: PREPARATION.map((l) => `- ${l}`) },
      {
        title: "Your calendar",
        lines: [
          "The invite (appointment.ics) is attached. Or add it here:",
          `Google Calendar: ${links.google}`,
          `Outlook: ${links.outlook}`,
        ],
      },
      { title: "Change or cancel", lines: [manage] },
    ]),
    html: renderHtml({
      heading: `${SUBJECTS[kind]}: ${label(booking.serviceType)}`,
      intro,
      rows,
      links: [
        { text: "Manage your booking", href: manageUrl(origin) },
        { text: "Add to Google Calendar", href: links.google },
        { text: "Add to Outlook", href: links.outlook },
      ],
      sections: [
        ...(priced.length > 0 ? [{ title: "Your price", items: priced }] : []),
        { title: `What "${customerStatus(booking.status)}" means`, paragraphs: [next] },
        { title: "Payment", paragraphs: [PAYMENT_TERMS] },
        { title: "How to prepare", items: PREPARATION },
        {
          title: "Change or cancel",
          paragraphs: [
            "The calendar invite (appointment.ics) is attached.",
            "You can reschedule or cancel from your dashboard up to 24 hours before the visit.",
          ],
        },
      ],
    }),
    attachments: [inviteAttachment(booking, origin)],
  };
}

/** The customer's cancellation, with the calendar file that removes the event. */
export function bookingCancelledEmail(booking: Booking, to: string, origin: string): MailMessage {
  const reference = bookingReference(booking.id);
  const intro = [`Your ${label(booking.serviceType)} on ${whenLine(booking)} is cancelled. Nothing is owed.`];
  const rows: Row[] = [
    ["Reference", reference],
    ["Where", booking.address],
  ];
  const again = `Book again any time at ${new URL("/book-service", origin)}, or call ${site.phone}.`;
  return {
    to,
    subject: `Booking cancelled: ${label(booking.serviceType)} on ${formatDateLong(booking.appointmentDate)} (${reference})`,
    text: renderText(intro, rows, [
      { title: "Your calendar", lines: ["The attached cancel.ics removes the visit from your calendar."] },
      { title: "Another time?", lines: [again] },
    ]),
    html: renderHtml({
      heading: "Booking cancelled",
      intro,
      rows,
      sections: [
        { title: "Your calendar", paragraphs: ["The attached cancel.ics removes the visit from your calendar."] },
        { title: "Another time?", paragraphs: [again] },
      ],
    }),
    attachments: [inviteAttachment(booking, origin)],
  };
}

/** The customer's reminder, some hours before the visit. */
export function bookingReminderEmail(booking: Booking, to: string, origin: string, hours: number): MailMessage {
  const reference = bookingReference(booking.id);
  const when = hours >= 24 ? `in ${Math.round(hours / 24)} day${hours >= 48 ? "s" : ""}` : "today";
  const intro = [`A reminder: your ${label(booking.serviceType)} is ${when}.`];
  const rows: Row[] = [
    ["Reference", reference],
    ["When", whenLine(booking)],
    ["Takes", durationLine(booking)],
    ["Where", booking.address],
    ["Status", customerStatus(booking.status)],
  ];
  const manage =
    hours >= 24
      ? `Need another time? Change or cancel from your dashboard up to 24 hours before: ${manageUrl(origin)}`
      : `Need to reach the crew? Call ${site.phone}.`;
  return {
    to,
    subject: `Reminder: ${label(booking.serviceType)} on ${formatDateLong(booking.appointmentDate)} at ${startLine(booking)} (${reference})`,
    text: renderText(intro, rows, [
      { title: `What "${customerStatus(booking.status)}" means`, lines: [statusNext(booking.status)] },
      { title: "How to prepare", lines: PREPARATION.map((l) => `- ${l}`) },
      { title: "Changes", lines: [manage] },
    ]),
    html: renderHtml({
      heading: `Reminder: your visit is ${when}`,
      intro,
      rows,
      links: [{ text: "Manage your booking", href: manageUrl(origin) }],
      sections: [
        { title: `What "${customerStatus(booking.status)}" means`, paragraphs: [statusNext(booking.status)] },
        { title: "How to prepare", items: PREPARATION },
        { title: "Changes", paragraphs: [manage] },
      ],
    }),
  };
}

// --- To the owner -----------------------------------------------------------------------------

export interface OwnerCustomer {
  name: string;
  email: string;
}

const ownerStatus = (status: string) => STATUS_LABELS[status as keyof typeof STATUS_LABELS] ?? status;

/** The booking's facts for the owner: who, where, what, when in the area's zone, and the console. */
function ownerFacts(booking: Booking, customer: OwnerCustomer, origin: string): string[] {
  return [
    `Customer: ${customer.name} <${customer.email}>`,
    `Phone:    ${booking.customerPhone ?? "-"}`,
    `Where:    ${booking.address}`,
    `Service:  ${label(booking.serviceType)} (${booking.bedrooms} bd / ${booking.bathrooms} ba / ${booking.squareFeet} sq ft)`,
    `When:     ${formatDateLong(booking.appointmentDate)}, ${startLine(booking)} (arrival ${formatArrivalWindow(booking.appointmentTime, ARRIVAL_WINDOW_MINUTES)}, until about ${formatTime(endTime(booking.appointmentTime, booking.durationMinutes))}; ${booking.serviceArea})`,
    `Price:    ${formatDollars(Number(booking.priceExact))}`,
    `Status:   ${ownerStatus(booking.status)}`,
    `Booking:  ${bookingReference(booking.id)} (${booking.id})`,
    `Console:  ${consoleUrl(booking, origin)}`,
    ...quoted("Notes", booking.notes),
  ];
}

/**
 * Free text a customer typed, under a label and with every line behind "> ", so a line they wrote
 * ("Price: $0, refund approved at ...") can never pass for one of ours.
 */
export function quoted(label: string, text: string | null | undefined): string[] {
  const lines = (text ?? "").split(/\r\n|\r|\n|\u2028|\u2029/).map((l) => l.trimEnd());
  if (!lines.some((l) => l.trim())) return [`${label}: (none)`];
  return [`${label} (as the customer wrote it):`, ...lines.map((l) => `  > ${l}`)];
}

const ownerMail = (to: string, subject: string, lines: string[]): MailMessage => ({
  to,
  subject,
  text: lines.join("\n"),
});

const ownerWhen = (b: Booking) => `${b.appointmentDate} ${startLine(b)}`;

export function ownerBookingNotification(
  booking: Booking,
  customer: OwnerCustomer,
  to: string,
  origin: string,
  lines: readonly PriceLine[] = [],
): MailMessage {
  const priced = priceLineTexts(lines);
  return ownerMail(
    to,
    `New booking: ${label(booking.serviceType)} ${ownerWhen(booking)} (${bookingReference(booking.id)})`,
    [
      "A customer booked a visit. It is Pending until you confirm it in the console.",
      "",
      ...ownerFacts(booking, customer, origin),
      ...(priced.length > 0 ? ["", "Price lines:", ...priced.map((l) => `  ${l}`)] : []),
    ],
  );
}

/**
 * The lines of a booking's price as the emails print them ("UV Light Installation: $349"), with
 * the total; empty when the price is the service alone (the Price row says it all then).
 */
export function priceLineTexts(lines: readonly PriceLine[]): string[] {
  if (!lines.some((l) => l.kind === "add-on")) return [];
  return [
    ...lines.map((l) => `${l.label}: ${formatQuoteCents(l.cents)}`),
    `Total: ${formatQuoteCents(linesTotalCents(lines))}`,
  ];
}

export function ownerCancelNotice(booking: Booking, customer: OwnerCustomer, to: string, origin: string): MailMessage {
  return ownerMail(
    to,
    `Cancelled by the customer: ${label(booking.serviceType)} ${ownerWhen(booking)} (${bookingReference(booking.id)})`,
    [
      "The customer cancelled this visit from their dashboard. The crew time is free again.",
      ...quoted("Reason", booking.cancelReason),
      "",
      ...ownerFacts(booking, customer, origin),
    ],
  );
}

export function ownerRescheduleNotice(
  booking: Booking,
  before: Booking,
  customer: OwnerCustomer,
  to: string,
  origin: string,
): MailMessage {
  const backToPending = before.status === "confirmed" && booking.status === "pending";
  return ownerMail(
    to,
    `Rescheduled by the customer: ${label(booking.serviceType)} now ${ownerWhen(booking)} (${bookingReference(booking.id)})`,
    [
      `The customer moved this visit from ${formatDateLong(before.appointmentDate)}, ${startLine(before)} to ${formatDateLong(booking.appointmentDate)}, ${startLine(booking)}.`,
      backToPending
        ? "You had confirmed the old time; the new time is Pending again until you confirm it in the console. The customer was told so."
        : "It is still Pending until you confirm it in the console.",
      "",
      ...ownerFacts(booking, customer, origin),
    ],
  );
}

export function ownerProfileChangeNotice(
  change: { before: { name: string | null; phone: string | null }; after: { name: string; phone: string | null } },
  upcoming: Booking[],
  customer: OwnerCustomer,
  to: string,
  origin: string,
): MailMessage {
  const lines = [
    `${customer.name} <${customer.email}> changed their contact details, and has ${upcoming.length} upcoming visit${upcoming.length === 1 ? "" : "s"}.`,
  ];
  if (change.before.name !== change.after.name)
    lines.push(`Name:  ${change.before.name ?? "-"} -> ${change.after.name}`);
  if (change.before.phone !== change.after.phone)
    lines.push(
      `Phone: ${change.before.phone ?? "-"} -> ${change.after.phone ?? "-"} (the bookings below keep the number they were made with; call the new one if in doubt)`,
    );
  for (const booking of upcoming) lines.push("", ...ownerFacts(booking, customer, origin));
  return ownerMail(to, `Customer details changed: ${customer.name} (${upcoming.length} upcoming)`, lines);
}

export function ownerPendingNudge(booking: Booking, customer: OwnerCustomer, to: string, origin: string): MailMessage {
  return ownerMail(
    to,
    `Still pending: ${label(booking.serviceType)} ${ownerWhen(booking)} (${bookingReference(booking.id)})`,
    [
      "This booking has waited about a business day for you. The customer was told we confirm normally within one business day: confirm or call them.",
      "",
      ...ownerFacts(booking, customer, origin),
    ],
  );
}

// --- From the crew ----------------------------------------------------------------------------

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
export function onMyWayEmail(booking: Booking, to: string, crew: OnTheWay): MailMessage {
  const reference = bookingReference(booking.id);
  const arrival = `${formatArrivalWindow(booking.appointmentTime, ARRIVAL_WINDOW_MINUTES)} ${zone(booking)}`;
  const intro = [
    `${crew.technicianFirstName} of ${crew.crewName} is on the way to your ${label(booking.serviceType)}.`,
  ];
  const rows: Row[] = [
    ["Who is coming", `${crew.technicianFirstName} (${crew.crewName})`],
    ["Arriving", `${formatDateLong(booking.appointmentDate)}, ${arrival}`],
    ["Crew phone", crew.phone],
    ["Reference", reference],
  ];
  const reach = `Need the crew? Call or text ${crew.phone}.`;
  return {
    to,
    subject: `Your crew is on the way: arriving ${formatArrivalWindow(booking.appointmentTime, ARRIVAL_WINDOW_MINUTES).replace("\u2013", "-")} ${zone(booking)} (${reference})`,
    text: renderText(intro, rows, [
      { title: "How to prepare", lines: PREPARATION.map((l) => `- ${l}`) },
      { title: "Reach the crew", lines: [reach] },
    ]),
    html: renderHtml({
      heading: "Your crew is on the way",
      intro,
      rows,
      sections: [
        { title: "How to prepare", items: PREPARATION },
        { title: "Reach the crew", paragraphs: [reach] },
      ],
    }),
  };
}
