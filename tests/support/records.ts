// What the int tests build in their database and read back from it: accounts, parsed forms,
// bookings that must succeed, and the outbox's queued emails.
import { and, asc, eq, type SQL } from "drizzle-orm";
import { type BookingInput, bookingInputSchema } from "@/domain/booking/booking-input";
import { type LeadInput, leadInputSchema } from "@/domain/leads/lead-input";
import type { Db } from "@/server/db/client";
import { bookings, memberships, outboxMessages, user } from "@/server/db/schema";
import { bookingForm, leadForm } from "./forms";

/** The booking form parsed by the route's own schema, as the use case receives it. */
export const bookingInput = (patch: Record<string, unknown> = {}): BookingInput =>
  bookingInputSchema.parse(bookingForm(patch));

export const leadInput = (patch: Record<string, unknown> = {}): LeadInput => leadInputSchema.parse(leadForm(patch));

/** A customer whose email is `<id>@example.com`, verified unless the test says otherwise. */
export async function addCustomer(db: Db, id: string, name: string, emailVerified = true) {
  await db.insert(user).values({ id, name, email: `${id}@example.com`, emailVerified });
}

/** The owner's account. */
export async function addAdmin(db: Db, id = "owner", name = "Olivia Owner", email = "admin@example.com") {
  await db.insert(user).values({ id, name, email, role: "admin" });
}

type NewBooking = typeof bookings.$inferInsert;

/**
 * A booking row written directly (tests that need a visit in a given state, not the booking flow):
 * Cara's standard visit at 09:00 in Berkeley, 3 bedrooms, 2 bathrooms, 1,800 sq ft, confirmed,
 * changed by `patch`.
 */
export const bookingRow = (patch: Partial<NewBooking> & Pick<NewBooking, "appointmentDate">): NewBooking => ({
  userId: "cara",
  serviceType: "air_duct",
  appointmentTime: "09:00",
  address: "2180 Milvia St, Berkeley, CA 94704",
  bedrooms: 3,
  bathrooms: 2,
  squareFeet: 1800,
  priceExact: "389.00",
  status: "confirmed",
  ...patch,
});

/** Writes bookingRow(patch) and answers the stored row. */
export async function addBooking(db: Db, patch: Parameters<typeof bookingRow>[0]) {
  const [row] = await db.insert(bookings).values(bookingRow(patch)).returning();
  if (!row) throw new Error("no booking");
  return row;
}

/** A visit priced at $350 less the recurring customer's 10%, as the payments tests invoice it. */
export const RECURRING_VISIT = {
  priceExact: "350.00",
  discountKind: "recurring",
  discountLabel: "Recurring customer: 10% off",
  discountAmount: 39,
} as const;

/** A use case's result that the test needs to have succeeded (setup, not the case under test). */
export function okOrThrow<T extends { ok: true } | { ok: false; reason: string }>(result: T): Extract<T, { ok: true }> {
  const checked: { ok: true } | { ok: false; reason: string } = result;
  if (!checked.ok) throw new Error(checked.reason);
  return result as Extract<T, { ok: true }>;
}

/** The queued emails of a booking or a lead (or of one kind), oldest first. */
export const outboxOf = (db: Db, of: { bookingId?: string; leadId?: string; kind?: string }) => {
  const where: SQL[] = [];
  if (of.bookingId !== undefined) where.push(eq(outboxMessages.bookingId, of.bookingId));
  if (of.leadId !== undefined) where.push(eq(outboxMessages.leadId, of.leadId));
  if (of.kind !== undefined) where.push(eq(outboxMessages.kind, of.kind));
  return db
    .select()
    .from(outboxMessages)
    .where(and(...where))
    .orderBy(asc(outboxMessages.createdAt));
};

/** A customer on `planId`, enrolled online, the first year paid from `anchorDate` (a card on file); its id. */
export async function addMember(db: Db, id: string, planId: string, anchorDate: string): Promise<string> {
  await addCustomer(db, id, `${id} Member`);
  const [m] = await db
    .insert(memberships)
    .values({
      customerId: id,
      planId,
      status: "active",
      priceCents: 14_900,
      period: "yearly",
      anchorDate,
      paidPeriods: 1,
      stripeCustomerId: `cus_${id}`,
      paymentMethodId: `pm_${id}`,
      enrolledBy: id,
    })
    .returning({ id: memberships.id });
  return m?.id ?? "";
}
