// Dates and times as people read them ("Monday, November 30, 2026", "8:00 AM"), without a date
// library: the booking form and the dashboard run them in the browser.

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;
const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/** "Monday, November 30, 2026" for "2026-11-30" (a calendar date: no zone involved). */
export function formatDateLong(date: string): string {
  const [y = 0, m = 1, d = 1] = date.split("-").map(Number);
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return `${WEEKDAYS[weekday]}, ${MONTHS[m - 1]} ${d}, ${y}`;
}

/** Hours and minutes of a day ("h:mm"), and its half ("AM"/"PM"). */
function clock(minutes: number): { time: string; half: "AM" | "PM" } {
  const inDay = ((minutes % 1440) + 1440) % 1440;
  const h = Math.floor(inDay / 60);
  const m = inDay % 60;
  return { time: `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, "0")}`, half: h < 12 ? "AM" : "PM" };
}

const minutesOf = (time: string) => {
  const [h = 0, m = 0] = time.split(":").map(Number);
  return h * 60 + m;
};

/** "8:00 AM" for "08:00". */
export function formatTime(time: string): string {
  const { time: t, half } = clock(minutesOf(time));
  return `${t} ${half}`;
}

/** "9:00-9:30 AM" (or "11:45 AM-12:15 PM"): when the crew arrives for a job starting at `time`. */
export function formatArrivalWindow(time: string, windowMinutes: number): string {
  const start = clock(minutesOf(time));
  const end = clock(minutesOf(time) + windowMinutes);
  return `${start.half === end.half ? start.time : `${start.time} ${start.half}`}\u2013${end.time} ${end.half}`;
}
