import "server-only";
import type { UpkeepJob } from "@/domain/retention/retention";
import { runDueCampaign } from "@/server/campaigns/run-due-campaign";
import type { Db } from "@/server/db/client";
import { measureLeadWaits } from "@/server/insights/lead-waits";
import { logger } from "@/server/logger";
import { redactOldOutbox } from "./redact-outbox";
import { rollupOldEvents } from "./rollup-analytics";
import { claimUpkeepJob, finishUpkeepJob, retryUpkeepJobLater } from "./upkeep-jobs";

const JOBS: Record<UpkeepJob, (db: Db, now: Date, timeZone: string) => Promise<Record<string, number>>> = {
  "outbox-redact": async (db, now) => ({ redacted: await redactOldOutbox(db, now) }),
  "analytics-rollup": (db, now, timeZone) => rollupOldEvents(db, now, timeZone),
  "lead-waits": (db, _now, timeZone) => measureLeadWaits(db, timeZone),
  // "You're due" (decision 0039): daily, and safe to run twice (one message per customer a quarter).
  "due-campaign": (db, now, timeZone) => runDueCampaign(db, now, timeZone),
};

/**
 * The daily upkeep (docs/decisions/0027-history-retention.md), called by every server's outbox
 * sweep: each job that is due and not held by another server is claimed, run and given its next
 * time (UPKEEP_TIME tomorrow). Returns what the jobs this call ran did.
 */
export async function runUpkeep(
  db: Db,
  now: Date,
  timeZone: string,
): Promise<Partial<Record<UpkeepJob, Record<string, number>>>> {
  const ran: Partial<Record<UpkeepJob, Record<string, number>>> = {};
  for (const [job, run] of Object.entries(JOBS) as [UpkeepJob, (typeof JOBS)[UpkeepJob]][]) {
    if (!(await claimUpkeepJob(db, job, now))) continue;
    try {
      const result = await run(db, now, timeZone);
      await finishUpkeepJob(db, job, now, timeZone, result);
      ran[job] = result;
      logger.info({ job, ...result }, "upkeep job done");
    } catch (error) {
      logger.error({ err: error, job }, "upkeep job failed; tried again in an hour");
      await retryUpkeepJobLater(db, job, now).catch(() => {});
    }
  }
  return ran;
}
