import { describe, expect, it } from "vitest";
import { clockTime, crewDays, crewDaysRange, firstName, mapsHref, telHref } from "./crew-visit";
import { nextStep } from "./visit-steps";

const LA = "America/Los_Angeles";

describe("crewDays", () => {
  it("lists today in the crew's zone and its next working day", () => {
    // Friday 2026-11-27 23:30 Pacific is already Saturday in UTC: today is still Friday.
    const fridayNight = new Date("2026-11-28T07:30:00Z");
    expect(crewDays(fridayNight, LA, "0111110")).toEqual({ today: "2026-11-27", next: "2026-11-30" });
    expect(crewDays(fridayNight, LA, "0111111")).toEqual({ today: "2026-11-27", next: "2026-11-28" });
    expect(crewDays(fridayNight, LA, "0000000")).toEqual({ today: "2026-11-27", next: null });
    // A crew that works Fridays only: next week's Friday.
    expect(crewDays(fridayNight, LA, "0000010").next).toBe("2026-12-04");
  });

  it("answers only dates within crewDaysRange, whatever the zone and the weekdays", () => {
    const zones = [LA, "Pacific/Kiritimati", "Pacific/Pago_Pago", "Asia/Kathmandu", "UTC"];
    const weekdays = ["1000000", "0000001", "0111110", "0000010", "1111111"];
    const outside: string[] = [];
    for (let hour = 0; hour < 24 * 7; hour += 5) {
      const now = new Date(Date.UTC(2026, 10, 23, hour, 17));
      const { from, to } = crewDaysRange(now);
      for (const zone of zones) {
        for (const w of weekdays) {
          const { today, next } = crewDays(now, zone, w);
          for (const d of [today, next ?? today])
            if (d < from || d > to) outside.push(`${now.toISOString()} ${zone} ${w} ${d}`);
        }
      }
    }
    expect(outside).toEqual([]);
  });
});

describe("links", () => {
  it("opens maps with the whole address encoded", () => {
    expect(mapsHref("2180 Milvia St, Berkeley, CA 94704")).toBe(
      "https://www.google.com/maps/search/?api=1&query=2180%20Milvia%20St%2C%20Berkeley%2C%20CA%2094704",
    );
    expect(mapsHref("1 A&B St #2")).not.toContain("&B");
  });

  it("dials digits only, with +1 for a US number; nothing for a number too short to dial", () => {
    expect(telHref("(510) 555-0177")).toBe("tel:+15105550177");
    expect(telHref("+1 415 555 0134")).toBe("tel:+14155550134");
    expect(telHref("n/a")).toBeNull();
  });
});

describe("words", () => {
  it("introduces a technician by first name and tells times in the job's zone", () => {
    expect(firstName("  Theo   Tech ")).toBe("Theo");
    expect(clockTime(new Date("2026-11-27T18:42:00Z"), LA)).toBe("10:42 AM");
    expect(clockTime(new Date("2026-11-27T18:42:00Z"), "America/New_York")).toBe("1:42 PM");
  });
});

describe("nextStep", () => {
  it("offers each step in turn, nothing once finished or cancelled", () => {
    const at = new Date();
    expect(nextStep({ status: "confirmed", onMyWayAt: null })).toBe("on-my-way");
    expect(nextStep({ status: "pending", onMyWayAt: at })).toBe("start");
    expect(nextStep({ status: "in_progress", onMyWayAt: null })).toBe("finish");
    expect(nextStep({ status: "completed", onMyWayAt: at })).toBeNull();
    expect(nextStep({ status: "cancelled", onMyWayAt: null })).toBeNull();
  });
});
