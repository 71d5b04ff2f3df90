import { holidaysBetween } from "@/domain/scheduling/holidays";
import { weekdayOf } from "@/domain/scheduling/schedule";

/**
 * A day a test can book on whatever today is: Monday to Friday and none of the default holidays
 * (a booking on either is refused). Tests run with the clock moved, so "the 4th weekday" may be
 * Christmas.
 */
export function isWorkingWeekday(day: string): boolean {
  const weekday = weekdayOf(day);
  return weekday >= 1 && weekday <= 5 && holidaysBetween(day, day, []).length === 0;
}
