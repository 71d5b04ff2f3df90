import "server-only";
import { and, eq, gte, inArray } from "drizzle-orm";
import { appointmentStart } from "@/domain/scheduling/schedule";
import type { z } from "@/domain/validation/zod";
import type { Db } from "@/server/db/client";
import type { Profile } from "@/server/db/rows";
import { bookings, profiles, user } from "@/server/db/schema";
import { env } from "@/server/env";
import { ownerProfileChangeNotice } from "@/server/mail/booking-emails";
import { enqueueMail } from "@/server/outbox/enqueue";
import { nudgeOutbox } from "@/server/outbox/nudge";
import type { profileInputSchema } from "./profile";

/**
 * Updates the signed-in user's own profile (creating it if a legacy account has none). When the
 * name or phone changes while the customer has a visit ahead, the owner is told in the same
 * transaction: the crew may be calling a number that is no longer the customer's.
 */
export async function updateProfile(
  db: Db,
  userId: string,
  input: z.infer<typeof profileInputSchema>,
  now: Date = new Date(),
): Promise<Profile> {
  const values = { fullName: input.fullName, phone: input.phone || null, defaultAddress: input.defaultAddress || null };
  const result = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(profiles).where(eq(profiles.userId, userId)).for("update");
    const [row] = await tx
      .insert(profiles)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: profiles.userId, set: { ...values, updatedAt: now } })
      .returning();
    if (!row) throw new Error("profile upsert returned no row");
    const changed = before?.fullName !== row.fullName || (before?.phone ?? null) !== row.phone;
    if (!changed) return { row, queued: false };
    const yesterday = new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10);
    const upcoming = (
      await tx
        .select()
        .from(bookings)
        .where(
          and(
            eq(bookings.userId, userId),
            inArray(bookings.status, ["pending", "confirmed"]),
            gte(bookings.appointmentDate, yesterday),
          ),
        )
        .orderBy(bookings.appointmentDate, bookings.appointmentTime)
    ).filter((b) => appointmentStart(b.appointmentDate, b.appointmentTime, b.timeZone).getTime() > now.getTime());
    const first = upcoming[0];
    if (!first) return { row, queued: false };
    const [account] = await tx.select({ email: user.email }).from(user).where(eq(user.id, userId));
    await enqueueMail(
      tx,
      "profile-owner-notice",
      ownerProfileChangeNotice(
        {
          before: { name: before?.fullName ?? null, phone: before?.phone ?? null },
          after: { name: row.fullName ?? input.fullName, phone: row.phone },
        },
        upcoming,
        { name: row.fullName ?? input.fullName, email: account?.email ?? "-" },
        env.BUSINESS_EMAIL,
        env.SITE_URL,
      ),
      // Tied to the next visit, so the console shows it with the booking the crew works next.
      { bookingId: first.id },
      now,
    );
    return { row, queued: true };
  });
  if (result.queued) nudgeOutbox();
  return result.row;
}
