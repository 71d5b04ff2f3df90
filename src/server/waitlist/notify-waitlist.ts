import "server-only";
import { and, asc, eq, isNull } from "drizzle-orm";
import { getServiceArea } from "@/domain/areas/service-areas";
import type { Reader, Tx } from "@/server/db/client";
import { waitlistSignups } from "@/server/db/schema";
import { env } from "@/server/env";
import { waitlistOpenEmail } from "@/server/mail/waitlist-emails";
import { enqueueOnce } from "@/server/outbox/enqueue";

/**
 * The area opened (a crew there got an active member): each sign-up not yet told gets its one
 * email, queued in the caller's transaction. The rows are locked and marked as they are read and
 * each email is keyed by its sign-up, so two owners adding people at once send each email once.
 * Returns how many were queued.
 */
export async function notifyWaitlist(tx: Tx, serviceArea: string, now: Date): Promise<number> {
  const waiting = await tx
    .select()
    .from(waitlistSignups)
    .where(and(eq(waitlistSignups.serviceArea, serviceArea), isNull(waitlistSignups.notifiedAt)))
    .orderBy(asc(waitlistSignups.createdAt))
    .for("update", { skipLocked: true });
  if (waiting.length === 0) return 0;
  const areaName = getServiceArea(serviceArea)?.name ?? serviceArea;
  const url = `${env.SITE_URL}/book-service`;
  for (const signup of waiting) {
    await tx.update(waitlistSignups).set({ notifiedAt: now }).where(eq(waitlistSignups.id, signup.id));
    await enqueueOnce(
      tx,
      "waitlist-open",
      await waitlistOpenEmail(signup.email, areaName, url),
      {
        dedupeKey: `waitlist-open:${signup.id}`,
      },
      now,
    );
  }
  return waiting.length;
}

export interface WaitingArea {
  serviceArea: string;
  areaName: string;
  signups: { email: string; zip: string; serviceType: string; createdAt: Date }[];
}

/** The owner's view for /admin: who waits (not yet told), by area. */
export async function waitlistByArea(db: Reader): Promise<WaitingArea[]> {
  const rows = await db
    .select()
    .from(waitlistSignups)
    .where(isNull(waitlistSignups.notifiedAt))
    .orderBy(asc(waitlistSignups.serviceArea), asc(waitlistSignups.createdAt))
    .limit(500);
  const areas = new Map<string, WaitingArea>();
  for (const r of rows) {
    const area = areas.get(r.serviceArea) ?? {
      serviceArea: r.serviceArea,
      areaName: getServiceArea(r.serviceArea)?.name ?? r.serviceArea,
      signups: [],
    };
    area.signups.push({ email: r.email, zip: r.zip, serviceType: r.serviceType, createdAt: r.createdAt });
    areas.set(r.serviceArea, area);
  }
  return [...areas.values()];
}
