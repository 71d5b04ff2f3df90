import "server-only";
import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { PhoneBookingInput } from "@/domain/booking/phone-booking-input";
import { officePlanNote, type PlanBenefit } from "@/domain/plans/plan-benefits";
import type { Db } from "@/server/db/client";
import type { Booking } from "@/server/db/rows";
import { profiles, user } from "@/server/db/schema";
import type { SessionUser } from "@/server/session";
import { availabilityForAddress, type OpenDay } from "./availability";
import { type BookingRefusal, createBooking } from "./create-booking";

export type PhoneBookingRefusal = BookingRefusal | "admin-only" | "customer-not-found" | "email-not-customer";

export type PhoneBookingResult =
  | { ok: true; booking: Booking; customerId: string; createdCustomer: boolean; duplicate: boolean }
  /**
   * openDays: for a time just taken or not open, the times still open, so the owner offers the next.
   * plan: for office-plan-changed, the caller's plan for this service now (null: none), so the form re-prices.
   */
  | {
      ok: false;
      reason: PhoneBookingRefusal;
      openDays?: OpenDay[];
      plan?: { benefit: PlanBenefit; note: string } | null;
    };

type Caller = { kind: "existing"; id: string } | { kind: "new"; name: string; email: string };

/**
 * The caller's customer account: the one picked, or for a caller typed in, a new account with no
 * password (role customer, no credential: they claim it later through "Forgot password", which
 * better-auth answers for an account without one). An email already on a customer account books
 * for that account; on a staff account it is refused. Made before the booking, in its own
 * transaction: a refused booking keeps the account, and the owner's retry finds it by email.
 */
async function customerFor(
  db: Db,
  caller: Caller,
  phone: string,
  now: Date,
): Promise<
  { ok: true; id: string; created: boolean } | { ok: false; reason: "customer-not-found" | "email-not-customer" }
> {
  if (caller.kind === "existing") {
    const [found] = await db
      .select({ id: user.id })
      .from(user)
      .where(and(eq(user.id, caller.id), eq(user.role, "customer")));
    return found ? { ok: true, id: found.id, created: false } : { ok: false, reason: "customer-not-found" };
  }
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(user)
      .values({
        id: randomUUID(),
        name: caller.name,
        email: caller.email,
        role: "customer",
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: user.email })
      .returning({ id: user.id });
    if (created) {
      await tx
        .insert(profiles)
        .values({ userId: created.id, fullName: caller.name, phone, createdAt: now, updatedAt: now });
      return { ok: true, id: created.id, created: true } as const;
    }
    const [taken] = await tx
      .select({ id: user.id, role: user.role })
      .from(user)
      .where(sql`lower(${user.email}) = ${caller.email}`);
    if (!taken) throw new Error("email conflict without its account");
    return taken.role === "customer"
      ? ({ ok: true, id: taken.id, created: false } as const)
      : ({ ok: false, reason: "email-not-customer" } as const);
  });
}

/**
 * The owner books a visit for a caller (decision 0031): the customer picked or made,
 * then the website's own use case in its office mode (createBooking), so the address, the crews,
 * the day lock, the price table and the emails are the website's. A time taken meanwhile or not
 * open answers with the times that are.
 */
export async function bookByPhone(
  db: Db,
  owner: SessionUser,
  input: PhoneBookingInput,
  options: { now: Date },
): Promise<PhoneBookingResult> {
  if (owner.role !== "admin") return { ok: false, reason: "admin-only" };
  const customer = await customerFor(db, input.customer, input.booking.phone, options.now);
  if (!customer.ok) return customer;
  // What only a customer's own link carries (an estimate's quote, a series' next visit) is not the owner's to send.
  const booking = { ...input.booking, quoteToken: null, seriesId: null, textMe: false };
  const result = await createBooking(db, customer.id, booking, {
    now: options.now,
    office: {
      ownerId: owner.id,
      lines: input.lines,
      overrideReason: input.override?.reason ?? null,
      expectedPlan: input.expectedPlan,
    },
  });
  if (result.ok) return { ...result, customerId: customer.id, createdCustomer: customer.created };
  if ("benefit" in result) {
    const { benefit } = result;
    return { ok: false, reason: result.reason, plan: benefit && { benefit, note: officePlanNote(benefit) } };
  }
  if (result.reason !== "slot-full" && result.reason !== "slot-unavailable") return result;
  const open = await availabilityForAddress(db, booking, { now: options.now });
  return { ...result, openDays: open.ok ? open.days : [] };
}
