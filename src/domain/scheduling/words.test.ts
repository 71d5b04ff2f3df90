import { format } from "date-fns";
import { describe, expect, it } from "vitest";
import { TIME_SLOTS } from "./slots";
import { formatArrivalWindow, formatDateLong, formatTime } from "./words";

// The words were date-fns formats before they moved out of schedule.ts; every case a page can show
// is checked against date-fns itself.
describe("dates and times in words", () => {
  it("writes every day of two years as date-fns's 'EEEE, MMMM d, yyyy'", () => {
    for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2028, 0, 1); t += 86_400_000) {
      const day = new Date(t).toISOString().slice(0, 10);
      const [y, m, d] = day.split("-").map(Number);
      expect(formatDateLong(day)).toBe(format(new Date(y ?? 0, (m ?? 1) - 1, d ?? 1, 12), "EEEE, MMMM d, yyyy"));
    }
  });

  it("writes every minute of the day as date-fns's 'h:mm a', and windows across noon", () => {
    for (let minute = 0; minute < 1440; minute++) {
      const hhmm = `${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`;
      expect(formatTime(hhmm)).toBe(format(new Date(2000, 0, 1, Math.floor(minute / 60), minute % 60), "h:mm a"));
    }
    expect(TIME_SLOTS.map((t) => formatArrivalWindow(t, 30))).toContain("8:00\u20138:30 AM");
    expect(formatArrivalWindow("11:45", 30)).toBe("11:45 AM\u201312:15 PM");
    expect(formatArrivalWindow("16:00", 60)).toBe("4:00\u20135:00 PM");
  });
});
