import type { LineIconName } from "@/components/ui/line-icon-data";

export type ConsolePage = { href: string; label: string; icon?: LineIconName };
export type ConsoleGroup = { label: string; pages: ConsolePage[] };

/**
 * Every page of the owner's console, grouped as the owner's week goes: the day's work, the money
 * and the customers' word, then the website. The desktop side navigation lists them all; the
 * phone's bottom bar shows `PHONE_BAR` and puts the rest behind "More".
 */
export const ADMIN_GROUPS: ConsoleGroup[] = [
  {
    label: "Day to day",
    pages: [
      { href: "/admin", label: "Today", icon: "house" },
      { href: "/admin/leads", label: "Leads", icon: "inbox" },
      { href: "/admin/bookings", label: "Bookings", icon: "calendar-clock" },
      { href: "/admin/bookings/new", label: "New booking" },
      { href: "/admin/dispatch", label: "Dispatch" },
      { href: "/admin/customers", label: "Customers", icon: "users" },
      { href: "/admin/quotes", label: "Quotes" },
      { href: "/admin/crews", label: "Crews" },
      { href: "/admin/availability", label: "Availability" },
      { href: "/admin/settings/areas", label: "Areas" },
    ],
  },
  {
    label: "Business",
    pages: [
      { href: "/admin/money", label: "Money" },
      { href: "/admin/prices", label: "Prices" },
      { href: "/admin/plans", label: "Service plans" },
      { href: "/admin/reviews", label: "Reviews" },
      { href: "/admin/setup", label: "Setup" },
      { href: "/admin/settings", label: "Business settings" },
      { href: "/admin/business-facts", label: "Business facts" },
      { href: "/admin/settings/payments", label: "Payments and texts" },
      { href: "/admin/subscribers", label: "Subscribers" },
      { href: "/admin/settings/reminders", label: "Reminders" },
    ],
  },
  {
    label: "Website",
    pages: [
      { href: "/admin/insights", label: "Insights" },
      { href: "/admin/experiments", label: "Experiments" },
      { href: "/admin/speed", label: "Page speed" },
      { href: "/admin/outbox", label: "Outbox" },
    ],
  },
];

/** Where the owner goes most from a phone: always one tap away in the bottom bar. */
export const PHONE_BAR = ["/admin", "/admin/leads", "/admin/bookings", "/admin/customers"];

/** Leaving the console: the public site, and the account page (profile, password, sign out). */
export const ADMIN_EXITS: ConsolePage[] = [
  { href: "/", label: "View the website" },
  { href: "/customer-dashboard", label: "My account" },
];

/**
 * How a link names the page the browser is on: `page` for that very page, `true` for the section
 * a deeper page sits in (a lead under Leads, the run sheet under Bookings); the console's home is
 * never a section, or every page would be in it.
 */
export function currentness(pathname: string, href: string, home: string): "page" | "true" | undefined {
  if (pathname === href) return "page";
  if (href !== home && pathname.startsWith(`${href}/`)) return "true";
  return undefined;
}
