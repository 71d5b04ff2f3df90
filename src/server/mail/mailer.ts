import "server-only";
import fs from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import { env } from "@/server/env";
import { logger } from "@/server/logger";

export interface MailAttachment {
  filename: string;
  content: string;
  contentType: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
}

export const OUTBOX_DIR = path.resolve(env.DATA_DIR, "outbox");

// A mail server that never answers must not hold a request open forever.
function withTimeouts(url: string): string {
  const u = new URL(url);
  u.searchParams.set("connectionTimeout", "10000");
  u.searchParams.set("socketTimeout", "10000");
  return u.toString();
}

// One mailer: SMTP when SMTP_URL is set, otherwise each message becomes an .eml file in the
// outbox so nothing needs a mail server to run or to test.
const transport = env.SMTP_URL
  ? nodemailer.createTransport(withTimeouts(env.SMTP_URL))
  : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });

export async function sendMail(message: MailMessage): Promise<void> {
  const info = await transport.sendMail({ from: env.MAIL_FROM, ...message });
  if (!env.SMTP_URL) {
    await fs.mkdir(OUTBOX_DIR, { recursive: true });
    const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${info.messageId.replace(/[^a-z0-9]/gi, "").slice(0, 16)}.eml`;
    await fs.writeFile(path.join(OUTBOX_DIR, name), info.message as Buffer);
  }
  logger.info({ to: message.to, subject: message.subject }, "mail sent");
}
