import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { crewMembers, crews, user } from "@/server/db/schema";
import { nudgeOutbox } from "@/server/outbox/nudge";
import { notifyWaitlist } from "@/server/waitlist/notify-waitlist";

/**
 * Puts a person (a technician's account) in a crew; one crew each, so joining another crew moves
 * them. The invitation that makes the account is the technician pages'.
 */
export async function addCrewMember(
  db: Db,
  crewId: string,
  userId: string,
  now: Date = new Date(),
): Promise<{ ok: true } | { ok: false; reason: "crew-not-found" | "user-not-found" }> {
  const [crew] = await db
    .select({ id: crews.id, serviceArea: crews.serviceArea })
    .from(crews)
    .where(eq(crews.id, crewId));
  if (!crew) return { ok: false, reason: "crew-not-found" };
  const [person] = await db.select({ id: user.id }).from(user).where(eq(user.id, userId));
  if (!person) return { ok: false, reason: "user-not-found" };
  const told = await db.transaction(async (tx) => {
    await tx
      .insert(crewMembers)
      .values({ userId, crewId, createdAt: now })
      .onConflictDoUpdate({ target: crewMembers.userId, set: { crewId, createdAt: now } });
    // Someone now works the area: whoever waits for it is told, once.
    return notifyWaitlist(tx, crew.serviceArea, now);
  });
  if (told > 0) nudgeOutbox();
  return { ok: true };
}
