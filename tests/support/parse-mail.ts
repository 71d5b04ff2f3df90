// Tests read an email as a mail client would: built into MIME by nodemailer (as the transport
// does), parsed back with mailparser, and its calendar file parsed with node-ical.
import { type ParsedMail, simpleParser } from "mailparser";
import ical from "node-ical";
import nodemailer from "nodemailer";
import type { outboxMessages } from "@/server/db/schema";

export interface Mailish {
  to: string;
  replyTo?: string | null;
  subject: string;
  text: string;
  html?: string | null;
  attachments?: { filename: string; content: string; contentType: string }[];
}

const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });

export async function toEml(message: Mailish): Promise<Buffer> {
  const info = await composer.sendMail({
    from: "ClearVent <hello@clearvent.example>",
    to: message.to,
    ...(message.replyTo ? { replyTo: message.replyTo } : {}),
    subject: message.subject,
    text: message.text,
    ...(message.html ? { html: message.html } : {}),
    ...(message.attachments?.length ? { attachments: message.attachments } : {}),
  });
  return info.message as Buffer;
}

export async function parseMail(message: Mailish): Promise<ParsedMail> {
  return simpleParser(await toEml(message));
}

export interface CalendarFile {
  method: string | undefined;
  event: ical.VEvent;
}

/** The one event of the email's .ics attachment, and the calendar's METHOD. */
export function calendarOf(mail: ParsedMail): CalendarFile {
  const attachment = mail.attachments.find((a) => a.contentType.startsWith("text/calendar"));
  if (!attachment) throw new Error("no calendar attachment");
  const data = ical.sync.parseICS(attachment.content.toString("utf8"));
  const events = Object.values(data).filter((c): c is ical.VEvent => c?.type === "VEVENT");
  if (events.length !== 1) throw new Error(`expected one event, got ${events.length}`);
  const calendar = Object.values(data).find((c) => c?.type === "VCALENDAR") as { method?: string } | undefined;
  return { method: calendar?.method, event: events[0] as ical.VEvent };
}

/** An outbox row as the receiver gets it (the worker's transport renders rows the same way). */
export async function parseOutboxMail(row: typeof outboxMessages.$inferSelect): Promise<ParsedMail> {
  return parseMail(row);
}

/** The addresses of a parsed address header (to, replyTo). */
export function addressesOf(field: ParsedMail["to"] | ParsedMail["replyTo"]): string[] {
  const list = Array.isArray(field) ? field : field ? [field] : [];
  return list.flatMap((a) => a.value.map((v) => v.address ?? ""));
}
