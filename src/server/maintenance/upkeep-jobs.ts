import "server-only";
import { and, eq, isNull, lte, or } from "drizzle-orm";
import { nextUpkeepRun, UPKEEP_LEASE_MS, type UpkeepJob } from "@/domain/retention/retention";
import type { Db } from "@/server/db/client";
import { maintenanceJobs } from "@/server/db/schema";

/**
 * Claims `job` for this server if it is due at `now` and nobody holds a live lease on it: one
 * compare-and-set on the job's row, so of two servers sweeping at once one gets it. A new install
 * has no row yet: it is written due now.
 */
export async function claimUpkeepJob(db: Db, job: UpkeepJob, now: Date): Promise<boolean> {
  await db.insert(maintenanceJobs).values({ job, runAfter: now }).onConflictDoNothing();
  const claimed = await db
    .update(maintenanceJobs)
    .set({ lockedUntil: new Date(now.getTime() + UPKEEP_LEASE_MS) })
    .where(
      and(
        eq(maintenanceJobs.job, job),
        lte(maintenanceJobs.runAfter, now),
        or(isNull(maintenanceJobs.lockedUntil), lte(maintenanceJobs.lockedUntil, now)),
      ),
    )
    .returning({ job: maintenanceJobs.job });
  return claimed.length > 0;
}

/** Records a finished run and when the next is due (the next daily run time). */
export async function finishUpkeepJob(
  db: Db,
  job: UpkeepJob,
  now: Date,
  timeZone: string,
  result: Record<string, number>,
): Promise<void> {
  await db
    .update(maintenanceJobs)
    .set({ runAfter: nextUpkeepRun(now, timeZone), lockedUntil: null, lastRunAt: now, lastResult: result })
    .where(eq(maintenanceJobs.job, job));
}

/** A run that failed: tried again in an hour (its work so far is committed batch by batch). */
export async function retryUpkeepJobLater(db: Db, job: UpkeepJob, now: Date): Promise<void> {
  await db
    .update(maintenanceJobs)
    .set({ runAfter: new Date(now.getTime() + 3_600_000), lockedUntil: null })
    .where(eq(maintenanceJobs.job, job));
}
