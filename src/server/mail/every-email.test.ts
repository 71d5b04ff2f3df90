// Every email the outbox sends (samples.ts), read as a mail client reads it: built into MIME and
// parsed back with mailparser. Each has a subject, a text part, an HTML part unless it is an
// owner's plain-text notice, links that are absolute (to the site, or to a calendar), customer
// markup printed as text, and calendar files a calendar reads.
import { describe, expect, it } from "vitest";
import { site } from "@/content/site";
import { OUTBOX_KINDS } from "@/domain/outbox/outbox";
import { warmEmailRenderer } from "../../../tests/support/cold-import";
import { calendarOf, parseMail } from "../../../tests/support/parse-mail";
import type { MailMessage } from "./mailer";
import { SAMPLE_EMAILS, SAMPLE_ORIGIN, sampleBooking, TYPED_MARKUP } from "./samples";

warmEmailRenderer();

const CALENDARS = ["https://calendar.google.com/", "https://outlook.live.com/"];
const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((m) => (m[1] ?? "").replace(/&amp;/g, "&"));
const urls = (text: string) => [...text.matchAll(/\b[a-z]+:\/\/\S+/gi)].map((m) => m[0]);

describe("every email, parsed as a mail client reads it", () => {
  for (const [name, build] of Object.entries(SAMPLE_EMAILS)) {
    it(name, async () => {
      const message = await build();
      const mail = await parseMail(message);
      expect(mail.subject).toBeTruthy();
      expect(mail.subject).toMatch(/^[\x20-\x7e]+$/); // ASCII: filters and tests read it as sent
      expect(mail.text?.trim()).toBeTruthy();
      for (const url of urls(mail.text ?? "")) {
        expect(url.startsWith(`${SAMPLE_ORIGIN}/`) || CALENDARS.some((c) => url.startsWith(c)), url).toBe(true);
      }
      if (name.startsWith("owner-")) {
        expect(mail.html).toBe(false); // plain text: quoted customer lines stay behind "> "
        return;
      }
      const html = mail.html || "";
      expect(html).toMatch(/^<!DOCTYPE html/);
      expect(html).toContain('lang="en"');
      for (const href of hrefs(html)) {
        expect(href.startsWith(`${SAMPLE_ORIGIN}/`) || CALENDARS.some((c) => href.startsWith(c)), href).toBe(true);
      }
      // Markup a customer typed is printed, escaped, never parsed as HTML.
      // An image is only ever a photo attached to the email itself (the wrap-up's), never fetched.
      for (const img of html.match(/<img[^>]*>/g) ?? []) expect(img).toMatch(/src="cid:/);
      if ((mail.text ?? "").includes(TYPED_MARKUP)) expect(html).toContain("&lt;img");
      // Both parts end with how to reach us.
      expect(mail.text).toContain(site.phone);
      expect(html).toContain(site.phone);
      for (const file of mail.attachments.filter((f) => f.contentType !== "image/jpeg" || !f.cid)) {
        expect(file.contentType).toBe("text/calendar");
        const { method, event } = calendarOf(mail);
        expect(method).toBe(name === "booking-cancelled" ? "CANCEL" : "REQUEST");
        expect(event.uid).toBe(`${sampleBooking.id}@clearvent`);
      }
    });
  }
});

// The sample that shows each kind of email the outbox sends.
const SAMPLE_OF_KIND: Record<string, string> = {
  "lead-owner-notice": "owner-lead",
  "lead-estimate": "estimate",
  "booking-confirmation": "booking-requested",
  "booking-owner-notice": "owner-new-booking",
  "booking-rescheduled": "booking-rescheduled",
  "booking-cancelled": "booking-cancelled",
  "booking-confirmed": "booking-confirmed",
  "booking-reminder": "reminder-2-days",
  "booking-owner-cancel": "owner-cancelled",
  "booking-owner-reschedule": "owner-rescheduled",
  "booking-pending-nudge": "owner-pending-nudge",
  "profile-owner-notice": "owner-profile-change",
  "visit-completed": "visit-completed",
  "recurring-next-visit": "next-visit",
  "due-reminder": "due-reminder",
  "visit-on-my-way": "on-my-way",
  "visit-arrival-change": "running-late",
  "text-reply-owner": "owner-text-reply",
  "review-request": "review-request",
  invoice: "invoice-online",
  "payment-receipt": "receipt",
  "payment-refund": "refund",
  "credit-note": "credit-note",
  "payment-reminder": "payment-reminder",
  "card-payment-link": "card-payment-link",
  "plan-payment-failed": "plan-payment-failed",
  "plan-owner-notice": "owner-plan-paused",
  "booking-deposit-refunded": "booking-deposit-refunded",
  "no-show-fee": "no-show-fee",
  "technician-invite": "technician-invite",
  "customer-invite": "customer-invite",
  "quote-sent": "quote",
  "waitlist-open": "waitlist-open",
  "newsletter-confirm": "newsletter-confirm",
  "newsletter-welcome": "newsletter-welcome",
  "account-verification": "account-verification",
  account: "password-reset",
};

it("every kind of email the outbox sends has a sample, so each is rendered and parsed above", () => {
  const emailKinds = Object.keys(OUTBOX_KINDS).filter((kind) => !kind.startsWith("sms-"));
  for (const kind of emailKinds) expect(SAMPLE_EMAILS[SAMPLE_OF_KIND[kind] ?? ""], kind).toBeDefined();
});

describe("the price terms", () => {
  const TERMS = "Price $368 includes: Recurring customer: 10% off ($41 off today's price).";

  it("are said inside the customer's email, before its footer, in both parts", async () => {
    const mail = await parseMail(await (SAMPLE_EMAILS["booking-requested"] as () => Promise<MailMessage>)());
    const html = (mail.html || "").replace(/&#x27;/g, "'");
    const footer = `${site.brand} · ${site.phone}`;
    expect(html.indexOf(TERMS)).toBeGreaterThan(0);
    expect(html.indexOf(TERMS)).toBeLessThan(html.indexOf(footer));
    expect(html.lastIndexOf("</body>")).toBeGreaterThan(html.indexOf(footer));
    const text = mail.text ?? "";
    expect(text.indexOf(TERMS)).toBeGreaterThan(0);
    expect(text.indexOf(TERMS)).toBeLessThan(text.indexOf(footer));
  });

  it("close the owner's notice", async () => {
    const mail = await parseMail(await (SAMPLE_EMAILS["owner-new-booking"] as () => MailMessage)());
    expect(mail.text?.trimEnd().endsWith(TERMS)).toBe(true);
  });
});
