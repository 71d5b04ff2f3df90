import { expect, it } from "vitest";
import { formatPrice, partitionBookings } from "./partition";

const PACIFIC = "America/Los_Angeles";
const NEW_YORK = "America/New_York";
const b = (id: string, appointmentDate: string, status: string, timeZone = PACIFIC) => ({
  id,
  appointmentDate,
  status,
  timeZone,
});
// 2026-11-21 10:00 Pacific.
const MORNING = new Date("2026-11-21T18:00:00Z");

it("splits upcoming from history and shows the 5 latest past ones", () => {
  const list = [
    b("today", "2026-11-21", "pending"),
    b("future", "2026-12-01", "confirmed"),
    b("cancelled-future", "2026-12-02", "cancelled"),
    ...["01", "02", "03", "04", "05", "06"].map((d) => b(`past-${d}`, `2026-10-${d}`, "completed")),
  ];
  const { upcoming, history } = partitionBookings(list, MORNING);
  expect(upcoming.map((x) => x.id)).toEqual(["today", "future"]);
  expect(history.map((x) => x.id)).toEqual(["cancelled-future", "past-06", "past-05", "past-04", "past-03"]);
});

it("judges today by each booking's own zone: a New York visit is past at 23:30 Pacific of its day", () => {
  // 23:30 Pacific on Friday 2026-11-20 is 02:30 on Saturday the 21st in New York.
  const lateFriday = new Date("2026-11-21T07:30:00Z");
  const list = [
    b("new-york-friday", "2026-11-20", "confirmed", NEW_YORK),
    b("bay-area-friday", "2026-11-20", "confirmed", PACIFIC),
    b("new-york-saturday", "2026-11-21", "pending", NEW_YORK),
  ];
  const { upcoming, history } = partitionBookings(list, lateFriday);
  expect(upcoming.map((x) => x.id)).toEqual(["bay-area-friday", "new-york-saturday"]);
  expect(history.map((x) => x.id)).toEqual(["new-york-friday"]);
});

it("formats prices with two decimals", () => {
  expect(formatPrice("379.00")).toBe("$379.00");
  expect(formatPrice(1234.5)).toBe("$1,234.50");
});
