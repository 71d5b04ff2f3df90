// Emails, texts and calendar files sent before the owner saves the business's details (a
// fresh production install: no phone, no address) never offer "call " with nothing after it, and
// never name the placeholder "Not set up yet"; they say nothing about calling instead.
import { beforeAll, describe, expect, it } from "vitest";
import { replyTexts, smsBody } from "@/domain/sms/texts";
import { pageIdentity } from "@/server/business/site-content";
import { warmEmailRenderer } from "../../../tests/support/cold-import";
import { calendarOf, parseMail } from "../../../tests/support/parse-mail";
import { onMyWayEmail } from "./booking-emails";
import { SAMPLE_EMAILS, sampleBooking } from "./samples";

// What a production build renders before a save (builtContent: "not set up"); read at call time.
process.env.SITE_BUILT_IDENTITY = "none";

warmEmailRenderer();

/** "call" (or "call us at") followed by nothing, punctuation or an empty parenthesis. */
const EMPTY_CALL = /\bcall(?: or text)?(?: us at)?\s*(?:[.,;:)]|\((?!\d)|$)/im;

beforeAll(() => {
  expect(pageIdentity().setUp).toBe(false);
  expect(pageIdentity().phone).toBe("");
});

describe("every email before the business is set up", () => {
  for (const [name, build] of Object.entries(SAMPLE_EMAILS)) {
    it(name, async () => {
      const mail = await parseMail(await build());
      expect(mail.subject ?? "", name).not.toContain("Not set up yet");
      const html = (mail.html || "").replace(/<[^>]+>/g, " ").replace(/&nbsp;|\s+/g, " ");
      for (const part of [mail.text ?? "", html]) {
        expect(part.match(EMPTY_CALL)?.[0], name).toBeUndefined();
        expect(part, name).not.toContain("Not set up yet");
        expect(part, name).not.toMatch(/ · \s*$|^\s*· /m);
      }
      for (const file of mail.attachments.filter((f) => f.contentType === "text/calendar")) {
        const ics = file.content.toString("utf8");
        expect(ics).not.toMatch(/Not set up yet|mailto:\s*$/m);
        expect(calendarOf(mail).event.uid).toBe(`${sampleBooking.id}@clearvent`);
      }
    });
  }

  it("on my way without a crew phone or a business phone: no phone row, no call line", async () => {
    const crew = { crewName: "Crew 1", technicianFirstName: "Nia", phone: "" };
    for (const news of [{ kind: "on-my-way", arrival: "about 30 min" }, { kind: "back" }] as const) {
      const mail = await parseMail(await onMyWayEmail(sampleBooking, "cara@example.com", crew, news));
      expect(mail.text).not.toMatch(EMPTY_CALL);
      expect(mail.text).not.toContain("Crew phone");
      expect(mail.text).toContain("Nia");
    }
  });
});

describe("texts before the business is set up", () => {
  it("the STOP and HELP answers say nothing about calling", () => {
    for (const text of Object.values(replyTexts("Peninsula Vent Care", ""))) {
      expect(text).not.toMatch(/\bcall\b/i);
      expect(text).toMatch(/^Peninsula Vent Care: /);
    }
    // With a phone they offer it.
    expect(replyTexts("Peninsula Vent Care", "(650) 321-4477").help).toContain("Call (650) 321-4477 for help.");
  });

  it("on my way without a phone offers no call", () => {
    const visit = {
      brand: "Peninsula Vent Care",
      date: sampleBooking.appointmentDate,
      time: "09:00",
      link: "https://x.example/v",
    };
    expect(smsBody("sms-on-my-way", visit, { phone: "" })).not.toMatch(/\bcall\b/i);
    expect(smsBody("sms-on-my-way", visit, { phone: "(650) 321-4477" })).toContain("Call (650) 321-4477");
  });
});
