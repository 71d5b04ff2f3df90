// What the int tests build in their database and read back from it: accounts, parsed forms,
// bookings that must succeed, and the outbox's queued emails.
import { and, asc, eq, type SQL } from "drizzle-orm";
import { type BookingInput, bookingInputSchema } from "@/domain/booking/booking-input";
import { type LeadInput, leadInputSchema } from "@/domain/leads/lead-input";
import type { Db } from "@/server/db/client";
import { outboxMessages, user } from "@/server/db/schema";
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
