// An outbox row as the receiver gets it: rendered to MIME by nodemailer (as the worker's
// transport does) and read back with mailparser, so tests assert on headers and parts as parsed.
import { type ParsedMail, simpleParser } from "mailparser";
import nodemailer from "nodemailer";
import type { outboxMessages } from "@/server/db/schema";

const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });

export async function parseOutboxMail(row: typeof outboxMessages.$inferSelect): Promise<ParsedMail> {
  const info = await transport.sendMail({
    from: "ClearVent <hello@clearvent.example>",
    to: row.to,
    ...(row.replyTo ? { replyTo: row.replyTo } : {}),
    subject: row.subject,
    text: row.text,
    ...(row.html ? { html: row.html } : {}),
  });
  return simpleParser(info.message as Buffer);
}

/** The addresses of a parsed address header (to, replyTo). */
export function addressesOf(field: ParsedMail["to"] | ParsedMail["replyTo"]): string[] {
  const list = Array.isArray(field) ? field : field ? [field] : [];
  return list.flatMap((a) => a.value.map((v) => v.address ?? ""));
}
