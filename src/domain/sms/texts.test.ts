import { describe, expect, it } from "vitest";
import { countSegments } from "./segments";
import { replyTexts, SMS_CONSENT, SMS_KINDS, type SmsKind, shortDate, smsBody } from "./texts";

const visit = {
  brand: "ClearVent",
  date: "2026-12-01",
  time: "09:00",
  link: "https://www.clearvent-air-duct-cleaning.example/customer-visits/0b5a3f6e-8d7c-4b1a-9e2f-3c4d5e6f7a8b",
};

describe("smsBody", () => {
  it("names the business, carries the link, is GSM-7 and at most three segments for every kind", () => {
    for (const kind of Object.keys(SMS_KINDS) as SmsKind[]) {
      const body = smsBody(kind, visit, { crewFirstName: "Maximiliano", phone: "(415) 555-0134", hours: 48 });
      expect(body, kind).toContain(visit.link);
      expect(body, kind).toContain("ClearVent");
      const c = countSegments(body);
      expect(c.encoding, kind).toBe("GSM-7");
      expect(c.segments, kind).toBeLessThanOrEqual(2);
    }
  });

  it("fits a reminder in one segment with a usual link", () => {
    const body = smsBody("sms-booking-reminder", {
      ...visit,
      link: "https://clearvent.example/customer-visits/0b5a3f6e-8d7c-4b1a-9e2f-3c4d5e6f7a8b",
    });
    expect(body).toBe(
      "ClearVent: reminder, your visit is Tue Dec 1 at 9:00 AM. https://clearvent.example/customer-visits/0b5a3f6e-8d7c-4b1a-9e2f-3c4d5e6f7a8b Reply STOP to opt out.",
    );
    expect(countSegments(body).segments).toBe(1);
  });

  it("makes a typed crew name GSM-7 rather than tripling the segments", () => {
    const body = smsBody("sms-on-my-way", visit, { crewFirstName: "D’Andre" });
    expect(countSegments(body).encoding).toBe("GSM-7");
    expect(body.startsWith("D'Andre from ClearVent is on the way.")).toBe(true);
  });

  it("refuses to build a text longer than three segments", () => {
    expect(() => smsBody("sms-booking-reminder", { ...visit, link: `https://x.example/${"a".repeat(400)}` })).toThrow(
      RangeError,
    );
  });

  it("writes short dates and keyword answers that fit one segment each", () => {
    expect(shortDate("2026-12-01")).toBe("Tue Dec 1");
    expect(shortDate("2027-03-14")).toBe("Sun Mar 14");
    for (const text of Object.values(replyTexts("ClearVent Air Duct Cleaning", "(415) 555-0134")))
      expect(countSegments(text).segments).toBe(1);
    expect(countSegments(SMS_CONSENT.text).encoding).toBe("GSM-7");
  });
});
