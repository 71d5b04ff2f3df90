import { eq } from "drizzle-orm";
import { parseTouch, type Touch } from "@/domain/analytics/attribution";
import type { InsightsFilters } from "@/domain/insights/filters";
import {
  bookingMoves,
  bookingStatusChanges,
  bookings,
  outboxMessages,
  pricingLeads,
  visitorTouches,
} from "@/server/db/schema";
import { addCustomer } from "./records";
import type { TestDb } from "./test-db";

// The hand-made dataset of the insights tests (src/server/insights/*.int.test.ts): a few leads,
// bookings, moves and visitors whose figures are known, in a database of their own.

export const fall = parseTouch({
  pageUrl: "https://clearvent.example/ca/san-jose?utm_source=google&utm_campaign=fall&gclid=abc",
  referrer: "https://www.google.com/",
}) as Touch;
export const bing = parseTouch({ pageUrl: "https://clearvent.example/services/air-duct-cleaning?msclkid=x" }) as Touch;
export const direct = parseTouch({ pageUrl: "https://clearvent.example/faq" }) as Touch;

/** Three weeks, Monday 2026-11-02 to Sunday 2026-11-22. */
export const filters: InsightsFilters = { from: "2026-11-02", to: "2026-11-22", area: null, touch: "first" };
/** The same range as instants (Pacific midnights), for direct SQL counts. */
export const RANGE = ["2026-11-02T08:00:00Z", "2026-11-23T08:00:00Z"] as const;

export const leadRow = (createdAt: string, touch: Touch | null, extra: Record<string, unknown> = {}) => ({
  fullName: "Dana",
  phone: "5105550100",
  email: "dana@example.com",
  serviceType: "air_duct",
  bedrooms: 2,
  bathrooms: 1,
  squareFeet: 1200,
  pricingExact: 400,
  pricingMin: 360,
  pricingMax: 440,
  priceTableVersion: "2026-01",
  address: "1 Main St, Oakland, CA 94607",
  serviceArea: "bay-area",
  createdAt: new Date(createdAt),
  firstTouch: touch,
  lastTouch: touch,
  ...extra,
});
export const bookingRow = (
  createdAt: string,
  date: string,
  status: string,
  price: string,
  touch: Touch | null,
  area = "bay-area",
) => ({
  userId: "cust",
  serviceType: "air_duct",
  appointmentDate: date,
  appointmentTime: "09:00",
  address: "1 Main St, Oakland, CA 94607",
  bedrooms: 2,
  bathrooms: 1,
  squareFeet: 1200,
  priceExact: price,
  status,
  serviceArea: area,
  durationMinutes: 180,
  createdAt: new Date(createdAt),
  firstTouch: touch,
  lastTouch: touch,
});

/** Writes the dataset into `d` (an empty test database). */
export async function handMadeInsights(d: TestDb): Promise<void> {
  await addCustomer(d.db, "cust", "Cus");
  // Week of Nov 2: two leads from the fall campaign (one answered after 30 business minutes,
  // Monday 9:00 -> 9:30 Pacific), one direct. Week of Nov 9: one from bing. One a year before.
  const answered = await d.db
    .insert(pricingLeads)
    .values([
      leadRow("2026-11-02T17:00:00Z", fall, { firstStatusChangeAt: new Date("2026-11-02T17:30:00Z") }),
      leadRow("2026-11-03T17:00:00Z", fall),
      leadRow("2026-11-04T17:00:00Z", direct),
      leadRow("2026-11-10T17:00:00Z", bing),
      leadRow("2025-11-04T17:00:00Z", fall),
      leadRow("2026-10-20T17:00:00Z", fall),
    ])
    .returning({ id: pricingLeads.id });
  // The second fall lead was answered by an email 90 minutes later (Tuesday 9:00 -> 10:30).
  await d.db.insert(outboxMessages).values({
    kind: "booking-confirmation",
    to: "dana@example.com",
    subject: "s",
    text: "t",
    leadId: answered[1]?.id,
    createdAt: new Date("2026-11-03T18:30:00Z"),
  });
  const made = await d.db
    .insert(bookings)
    .values([
      bookingRow("2026-11-03T18:00:00Z", "2026-11-10", "completed", "500.00", fall),
      bookingRow("2026-11-04T18:00:00Z", "2026-11-12", "cancelled", "300.00", fall),
      bookingRow("2026-11-11T18:00:00Z", "2026-11-30", "confirmed", "250.50", bing),
      bookingRow("2025-11-05T18:00:00Z", "2025-11-11", "completed", "450.00", fall),
    ])
    .returning({ id: bookings.id });
  await d.db
    .update(pricingLeads)
    .set({ bookingId: made[0]?.id })
    .where(eq(pricingLeads.id, answered[0]?.id ?? ""));
  await d.db.insert(bookingStatusChanges).values({
    bookingId: made[1]?.id ?? "",
    fromStatus: "pending",
    toStatus: "cancelled",
    changedAt: new Date("2026-11-05T18:00:00Z"),
    reason: "Found another company",
  });
  await d.db.insert(outboxMessages).values({
    kind: "booking-rescheduled",
    to: "dana@example.com",
    subject: "s",
    text: "t",
    bookingId: made[2]?.id,
    createdAt: new Date("2026-11-12T18:00:00Z"),
  });
  const move = { fromDate: "2026-11-20", fromTime: "09:00", toDate: "2026-11-24", toTime: "11:00" };
  await d.db.insert(bookingMoves).values([
    {
      ...move,
      bookingId: made[2]?.id ?? "",
      movedBy: "customer",
      reason: "sooner",
      movedAt: new Date("2026-11-12T18:00:00Z"),
    },
    {
      ...move,
      bookingId: made[2]?.id ?? "",
      movedBy: "owner",
      reason: "crew",
      movedAt: new Date("2026-11-13T18:00:00Z"),
    },
    {
      ...move,
      bookingId: made[2]?.id ?? "",
      movedBy: "customer",
      reason: null,
      movedAt: new Date("2026-11-13T19:00:00Z"),
    },
    {
      ...move,
      bookingId: made[2]?.id ?? "",
      movedBy: "customer",
      reason: "sooner",
      movedAt: new Date("2026-11-14T18:00:00Z"),
    },
    // Outside the range: not counted.
    {
      ...move,
      bookingId: made[2]?.id ?? "",
      movedBy: "owner",
      reason: "crew",
      movedAt: new Date("2026-09-01T18:00:00Z"),
    },
  ]);
  await d.db.insert(visitorTouches).values([
    {
      visitorId: "a",
      firstTouch: fall,
      lastTouch: fall,
      firstAt: new Date("2026-11-02T16:00:00Z"),
      lastAt: new Date("2026-11-02T16:00:00Z"),
      priceSeenAt: new Date("2026-11-02T16:05:00Z"),
    },
    {
      visitorId: "b",
      firstTouch: fall,
      lastTouch: fall,
      firstAt: new Date("2026-11-03T16:00:00Z"),
      lastAt: new Date("2026-11-03T16:00:00Z"),
    },
    {
      visitorId: "c",
      firstTouch: direct,
      lastTouch: direct,
      firstAt: new Date("2026-11-04T16:00:00Z"),
      lastAt: new Date("2026-11-04T16:00:00Z"),
    },
    {
      visitorId: "d",
      firstTouch: bing,
      lastTouch: bing,
      firstAt: new Date("2026-11-10T16:00:00Z"),
      lastAt: new Date("2026-11-10T16:00:00Z"),
      priceSeenAt: new Date("2026-11-10T16:00:00Z"),
    },
  ]);
}
