import { expect, it } from "vitest";
import { canCancelBooking } from "./cancel-rule";

const H = 3_600_000;
const start = new Date("2026-12-03T17:00:00Z");
const at = (hoursBefore: number) => new Date(start.getTime() - hoursBefore * H);

it("until 24 hours before the visit, whenever it was made", () => {
  const old = { start, createdAt: at(24 * 7) };
  expect(canCancelBooking(old, at(24))).toBe(true);
  expect(canCancelBooking(old, at(23.9))).toBe(false);
});

it("within an hour of making it, even when the visit is under 24 hours away", () => {
  const made = { start, createdAt: at(10) };
  expect(canCancelBooking(made, at(10))).toBe(true);
  expect(canCancelBooking(made, at(9))).toBe(true); // exactly an hour later
  expect(canCancelBooking(made, at(8.99))).toBe(false);
});

it("never once the visit has begun, and a clock behind the booking's own time is no grace", () => {
  expect(canCancelBooking({ start, createdAt: at(0.5) }, at(-0.1))).toBe(false);
  expect(canCancelBooking({ start, createdAt: at(5) }, at(6))).toBe(false);
});
