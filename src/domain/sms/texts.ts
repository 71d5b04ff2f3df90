import { formatTime } from "../scheduling/words";
import { countSegments, MAX_SEGMENTS, toGsm7 } from "./segments";

// The texts the product sends, about a visit the customer booked or a quote the owner sent
// them, and the one "you're due" reminder (decision 0039: marketing consent and a proved number). Each names the business, carries the visit's (or quote's) link and stays in GSM-7; the short ones fit one segment,
// none more than MAX_SEGMENTS (texts.test.ts renders each with long inputs).

export const SMS_KINDS = {
  "sms-booking-confirmation": "Text: visit requested",
  "sms-booking-reminder": "Text: visit reminder",
  "sms-on-my-way": "Text: crew on the way",
  "sms-arrival-change": "Text: crew running late, or On my way taken back",
  "sms-booking-confirmed": "Text: visit confirmed",
  "sms-booking-moved": "Text: visit moved",
  "sms-booking-cancelled": "Text: visit cancelled",
  "sms-payment-reminder": "Text: balance still due",
  "sms-quote-sent": "Text: a quote with options, its link",
  "sms-due-reminder": "Text: you're due for a service again, its booking link",
  "sms-plan-payment-failed": "Text: plan renewal declined, the update-card link",
} as const;
export type SmsKind = keyof typeof SMS_KINDS;

export const isSmsKind = (kind: string): kind is SmsKind => kind in SMS_KINDS;

/** The texts about a visit that is still to come: dropped at send time once it is cancelled. */
export const UPCOMING_VISIT_KINDS: readonly SmsKind[] = [
  "sms-booking-confirmation",
  "sms-booking-reminder",
  "sms-on-my-way",
  "sms-arrival-change",
  "sms-booking-confirmed",
  "sms-booking-moved",
];

/** Texts sent while the visit is under way: not dropped once its start has passed, nor held for it. */
export const ARRIVAL_KINDS: readonly SmsKind[] = ["sms-on-my-way", "sms-arrival-change"];

export interface VisitFacts {
  brand: string;
  /** "YYYY-MM-DD" local. */
  date: string;
  /** "HH:MM" local. */
  time: string;
  link: string;
}

const SHORT_DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const SHORT_MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "2026-12-01" -> "Tue Dec 1": the date as a lock screen has room for it. */
export function shortDate(date: string): string {
  const [y, m, d] = date.split("-").map(Number);
  const day = new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1)).getUTCDay();
  return `${SHORT_DAYS[day]} ${SHORT_MONTHS[(m ?? 1) - 1]} ${d}`;
}

const when = (v: VisitFacts) => `${shortDate(v.date)} at ${formatTime(v.time)}`;
const OPT_OUT = "Reply STOP to opt out.";

export function smsBody(
  kind: SmsKind,
  v: VisitFacts,
  extra: {
    crewFirstName?: string;
    phone?: string;
    hours?: number;
    due?: string;
    /** "about 30 min (around 5:31 PM)": the crew's estimate. */
    eta?: string;
    /** A "you're due" text: the service's name. */
    service?: string;
    /** An arrival change: a new estimate ("late") or On my way taken back ("back"). */
    change?: "late" | "back";
    /** A plan's dunning text after the last try: the plan is paused (v.date is then unused). */
    paused?: boolean;
  } = {},
): string {
  const text = (() => {
    switch (kind) {
      case "sms-booking-confirmation":
        return `${v.brand}: we got your visit request for ${when(v)}. We'll confirm it soon. ${v.link} ${OPT_OUT}`;
      case "sms-booking-reminder":
        return `${v.brand}: reminder, your visit is ${when(v)}. ${v.link} ${OPT_OUT}`;
      case "sms-on-my-way": {
        const who = extra.crewFirstName ? `${extra.crewFirstName} from ${v.brand}` : `Your ${v.brand} crew`;
        const call = extra.phone ? ` Call ${extra.phone} if you need us.` : "";
        return `${who} is on the way${extra.eta ? `, arriving ${extra.eta}` : ""}.${call} ${v.link}`;
      }
      case "sms-arrival-change": {
        const call = extra.phone ? ` Call ${extra.phone} if you need us.` : "";
        if (extra.change === "back")
          return `${v.brand}: sorry, our "on the way" text was sent by mistake. Your visit stays ${when(v)}.${call} ${v.link}`;
        return `${v.brand}: your crew is running late, now arriving ${extra.eta ?? "soon"}.${call} ${v.link}`;
      }
      case "sms-booking-confirmed":
        return `${v.brand}: your visit ${when(v)} is confirmed. ${v.link} ${OPT_OUT}`;
      case "sms-booking-moved":
        return `${v.brand}: your visit is now ${when(v)}. ${v.link} ${OPT_OUT}`;
      case "sms-booking-cancelled":
        return `${v.brand}: your visit ${when(v)} is cancelled. ${v.link}`;
      // A quote is the one text not about a booked visit (decision 0032): v.date is its last day.
      case "sms-quote-sent":
        return `${v.brand}: your quote is ready, prices good until ${shortDate(v.date)}. Compare the options and book: ${v.link} ${OPT_OUT}`;
      // The one marketing text (decision 0039): only with marketing consent and a proved number.
      case "sms-due-reminder":
        return `${v.brand}: your ${extra.service ?? "service"} is due again. Book it here: ${v.link} ${OPT_OUT}`;
      // A plan's declined renewal (decision 0044): v.date is the next try, v.link the update-card page.
      case "sms-plan-payment-failed": {
        const next = extra.paused ? "Your plan is paused." : `We try again ${shortDate(v.date)}.`;
        return `${v.brand}: the card for your service plan was declined (${extra.due ?? "its renewal"}). ${next} Update your card: ${v.link} ${OPT_OUT}`;
      }
      case "sms-payment-reminder":
        return `${v.brand}: ${extra.due ?? "a balance"} is still due for your visit of ${shortDate(v.date)}. Pay or see the invoice: ${v.link} ${OPT_OUT}`;
    }
  })();
  return fitText(toGsm7(text));
}

/** A text over MAX_SEGMENTS is a bug in the wording above, not something to send. */
export function fitText(text: string): string {
  const count = countSegments(text);
  if (count.segments > MAX_SEGMENTS) throw new RangeError(`text takes ${count.segments} segments`);
  return text;
}

/** The answers to keywords, sent as the reply to the customer's own text. */
// Without a phone set (before the owner's first save) the answers say nothing about calling.
export const replyTexts = (brand: string, phone: string) => ({
  stop: `${brand}: you will get no more texts from us. Reply START to get them again.${phone ? ` To change a visit, call ${phone}.` : ""}`,
  start: `${brand}: texts about your visits are back on. Reply STOP to opt out, HELP for help.`,
  help: `${brand}: texts about your booked visits.${phone ? ` Call ${phone} for help.` : ""} Msg & data rates may apply. Reply STOP to opt out.`,
});

/**
 * The consent the booking step and the dashboard show, stored with its version beside the
 * customer's choice (sms_consents): a changed wording gets a new version.
 */
export const SMS_CONSENT = {
  version: "2026-11-sms-v1",
  text: "Text me about this visit: confirmation, reminders and when the crew is on the way. Msg & data rates may apply. Reply STOP to end, HELP for help.",
} as const;
