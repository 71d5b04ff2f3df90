import { expect, it } from "vitest";
import { formatPrice, partitionBookings } from "./partition";

const b = (id: string, appointmentDate: string, status: string) => ({ id, appointmentDate, status });

it("splits upcoming from history and shows the 5 latest past ones", () => {
  const list = [
    b("today", "2026-11-21", "pending"),
    b("future", "2026-12-01", "confirmed"),
    b("cancelled-future", "2026-12-02", "cancelled"),
    ...["01", "02", "03", "04", "05", "06"].map((d) => b(`past-${d}`, `2026-10-${d}`, "completed")),
  ];
  const { upcoming, history } = partitionBookings(list, "2026-11-21");
  expect(upcoming.map((x) => x.id)).toEqual(["today", "future"]);
  expect(history.map((x) => x.id)).toEqual(["cancelled-future", "past-06", "past-05", "past-04", "past-03"]);
});

it("formats prices with two decimals", () => {
  expect(formatPrice("379.00")).toBe("$379.00");
  expect(formatPrice(1234.5)).toBe("$1,234.50");
});
