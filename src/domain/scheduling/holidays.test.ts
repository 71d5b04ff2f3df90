import { expect, it } from "vitest";
import { defaultHolidays, holidaysBetween } from "./holidays";

it("closes Thanksgiving and the other big US holidays by default, on their observed days", () => {
  const y2026 = Object.fromEntries(defaultHolidays(2026).map((h) => [h.name, h.date]));
  expect(y2026).toEqual({
    "New Year's Day": "2026-01-01",
    "Memorial Day": "2026-05-25",
    "Independence Day": "2026-07-03", // the 4th is a Saturday
    "Labor Day": "2026-09-07",
    Thanksgiving: "2026-11-26",
    "Christmas Day": "2026-12-25",
  });
  expect(defaultHolidays(2027).find((h) => h.name === "Thanksgiving")?.date).toBe("2027-11-25");
  expect(defaultHolidays(2027).find((h) => h.name === "Christmas Day")?.date).toBe("2027-12-24");
  expect(defaultHolidays(2028).find((h) => h.name === "New Year's Day")?.date).toBe("2027-12-31");
});

it("lets the owner reopen a holiday or add one", () => {
  const overrides = [
    { date: "2026-11-26", closed: false, name: "Thanksgiving" },
    { date: "2026-11-27", closed: true, name: "Day after Thanksgiving" },
  ];
  expect(holidaysBetween("2026-11-01", "2026-12-31", overrides)).toEqual([
    { date: "2026-11-27", name: "Day after Thanksgiving" },
    { date: "2026-12-25", name: "Christmas Day" },
  ]);
});
