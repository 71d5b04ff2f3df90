import "server-only";
import { closeDb, getDb } from "@/server/db/client";
import { env } from "@/server/env";
import { logger } from "@/server/logger";
import { deliver } from "@/server/mail/transport";
import { sweepReminders } from "@/server/outbox/sweep-reminders";
import { startOutboxWorker } from "@/server/outbox/worker";
import { proposeNextVisits } from "@/server/recurring/propose-next-visits";
import { sweepReviewRequests } from "@/server/reviews/sweep-review-requests";
import { registerTextSender } from "@/server/sms/sender";
import { twilioSettings } from "@/server/sms/settings";
import { twilioSender } from "@/server/sms/twilio-sender";

// Open and migrate the database before serving, so a second server on a locked PGlite directory
// stops at once with a clear message instead of failing on its first request. Then start the
// outbox worker that delivers queued email.
export async function onServerStart(): Promise<void> {
  let db: Awaited<ReturnType<typeof getDb>>;
  try {
    db = await getDb();
  } catch (error) {
    console.error(`\nCannot start: ${(error as Error).message}\n`);
    process.exit(1);
  }
  // Texts: on only with Twilio's keys and a sender (docs/decisions/0022-sms.md).
  const twilio = twilioSettings(env);
  registerTextSender(twilio ? twilioSender(twilio) : undefined);
  const outbox = startOutboxWorker({
    db,
    send: deliver,
    leaseMs: env.OUTBOX_LEASE_SECONDS * 1000,
    // PGlite: this process holds the folder's lock, so a claim found at start is a dead process's.
    exclusive: !env.DATABASE_URL,
    // Reminders and the owner's nudges are queued by every server; their keys keep them single.
    // Review requests after finished visits too (issue 34): one per visit and customer, whatever the number of servers.
    sweep: async (now) => {
      await sweepReminders(db, now, {
        hours: env.REMINDER_HOURS,
        origin: env.SITE_URL,
        ownerEmail: env.BUSINESS_EMAIL,
      });
      await sweepReviewRequests(db, now, { origin: env.SITE_URL });
    },
  });

  // Recurring series: each hour, propose the next visits that have come due (once per date, even
  // with several servers on one database: see propose-next-visits.ts).
  const sweep = () =>
    proposeNextVisits(db, new Date()).catch((error) => logger.error({ err: error }, "recurring sweep failed"));
  setTimeout(sweep, 10_000).unref();
  setInterval(sweep, 3_600_000).unref();

  // On SIGTERM/SIGINT `next start` closes its HTTP server, waits for the requests in flight and
  // then calls process.exit(143). Closing the database takes longer than that (PGlite flushes its
  // files, ~100-200 ms), so a plain handler of our own lost the race: the process ended with 143
  // and the database unclosed. Instead the worker stops at once, Next's exit call is held until
  // the database is closed after the last request, and the process then ends with 0. Should Next
  // not exit on its own (NEXT_MANUAL_SIG_HANDLE), the same cleanup runs after a short wait.
  const realExit = process.exit.bind(process);
  let closing: Promise<never> | undefined;
  const finish = () => {
    closing ??= outbox
      .stop()
      .then(closeDb)
      .catch((error) => logger.error({ err: error }, "shutdown: closing the database failed"))
      .then(() => realExit(0));
    return closing;
  };
  const shutdown = () => {
    void outbox.stop();
    process.exit = (() => void finish()) as typeof process.exit;
    setTimeout(finish, 3000).unref();
  };
  process.once("SIGTERM", shutdown);
  process.once("SIGINT", shutdown);
}
