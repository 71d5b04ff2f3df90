import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db, Tx } from "@/server/db/client";
import type { Booking } from "@/server/db/rows";
import { bookings, crewMembers } from "@/server/db/schema";

/** Who someone is to a visit: its customer, a member of the crew assigned to it, or the owner. */
export type VisitRole = "customer" | "crew" | "owner";

export interface VisitUser {
  id: string;
  role: string;
}

/**
 * The visit (booking) as `user` may see it, with the part they play, or null when the booking does
 * not exist or is none of theirs: both answer the same, so nobody learns that a visit exists. The
 * crew is judged by the booking's crew now, so a technician moved to another crew, or a visit
 * given to another crew, loses access at once. `lock` takes the booking's row lock (in a
 * transaction), which every write to a visit's report and photos queues on.
 */
export async function accessibleVisit(
  db: Db | Tx,
  user: VisitUser,
  bookingId: string,
  options: { lock?: boolean } = {},
): Promise<{ role: VisitRole; booking: Booking } | null> {
  const query = db
    .select({ booking: bookings, memberOf: crewMembers.crewId })
    .from(bookings)
    .leftJoin(crewMembers, and(eq(crewMembers.userId, user.id), eq(crewMembers.crewId, bookings.crewId)))
    .where(eq(bookings.id, bookingId));
  const [row] = options.lock ? await query.for("update", { of: bookings }) : await query;
  if (!row) return null;
  const role = roleOf(user, row.booking, row.memberOf);
  return role ? { role, booking: row.booking } : null;
}

function roleOf(user: VisitUser, booking: Booking, memberOf: string | null): VisitRole | null {
  if (user.role === "admin") return "owner";
  if (user.role === "technician" && memberOf !== null && memberOf === booking.crewId) return "crew";
  if (booking.userId === user.id) return "customer";
  return null;
}

/** The part `user` plays in the visit, or null (the route answers 404, the same as for no visit). */
export async function visitAccess(db: Db | Tx, user: VisitUser, bookingId: string): Promise<VisitRole | null> {
  return (await accessibleVisit(db, user, bookingId))?.role ?? null;
}

/** The crew and the owner write a visit's report and photos; its customer reads them. */
export const canWriteVisit = (role: VisitRole | null | undefined): boolean => role === "crew" || role === "owner";
