import "server-only";
import { BUSINESS_TIME_ZONE } from "@/domain/scheduling/schedule";
import { LIVE_AREAS_TTL_MS, refreshLiveAreas } from "@/server/areas/live-areas";
import { followSiteContent, SITE_CONTENT_POLL_MS } from "@/server/business/site-content";
import { closeDb, getDb } from "@/server/db/client";
import { openDatabase } from "@/server/db/prepare";
import { sweepBookingCheckouts } from "@/server/deposits/sweep-booking-checkouts";
import { env } from "@/server/env";
import { refreshIntegrations } from "@/server/integrations/live-clients";
import { logger } from "@/server/logger";
import { deliver } from "@/server/mail/transport";
import { runUpkeep } from "@/server/maintenance/run-upkeep";
import { sweepReminders } from "@/server/outbox/sweep-reminders";
import { startOutboxWorker } from "@/server/outbox/worker";
import { configuredGateway } from "@/server/payments/stripe-gateway";
import { sweepPaymentReminders } from "@/server/payments/sweep-payment-reminders";
import { renewMemberships } from "@/server/plans/renew-memberships";
import { proposeNextVisits } from "@/server/recurring/propose-next-visits";
import { sweepReviewRequests } from "@/server/reviews/sweep-review-requests";
import { registerTextSender } from "@/server/sms/sender";
import { twilioSettings } from "@/server/sms/settings";
import { twilioSender } from "@/server/sms/twilio-sender";
import { sendDueWrapUps } from "@/server/visits/send-wrap-up";

/** Where server/serve.mjs finds what to run before the process ends. */
const SHUTDOWN_KEY = Symbol.for("clearvent.shutdown");
/** What server/serve.mjs runs once it listens. */
const LISTENING_KEY = Symbol.for("clearvent.on-listening");

// Open and migrate the database before serving, so a second server on a locked PGlite directory
// stops at once with a clear message instead of failing on its first request. Then start the
// outbox worker that delivers queued email.
export async function onServerStart(): Promise<void> {
  let db: Awaited<ReturnType<typeof getDb>>;
  try {
    await openDatabase();
    db = await getDb();
  } catch (error) {
    console.error(`\nCannot start: ${(error as Error).message}\n`);
    process.exit(1);
  }
  // Texts: on only with Twilio's keys and a sender (docs/decisions/0022-sms.md).
  const twilio = twilioSettings(env);
  registerTextSender(twilio ? twilioSender(twilio) : undefined);
  // Then the owner's settings from /admin/settings/payments, where no environment variable wins.
  await refreshIntegrations(db, new Date(), { force: true }).catch((error) =>
    logger.error({ err: error }, "payment and text settings could not be read"),
  );
  // The pages of areas the owner took down (the proxy's list): now, then every TTL, so a change
  // saved on another server reaches this one's proxy within it (docs/decisions/0034).
  const refreshAreas = () =>
    refreshLiveAreas(db, new Date()).catch((error) => logger.error({ err: error }, "areas could not be read"));
  await refreshLiveAreas(db, new Date(), { force: true }).catch((error) =>
    logger.error({ err: error }, "areas could not be read"),
  );
  setInterval(refreshAreas, LIVE_AREAS_TTL_MS).unref();
  // The owner's business identity, for every page rendered from now on; the prerendered pages
  // are regenerated once the server listens if the build's differ, then whenever another server
  // saved a new one (decision 0035).
  const followPages = () =>
    followSiteContent(db).catch((error) => logger.error({ err: error }, "site content could not be followed"));
  await followSiteContent(db, { force: true, loadOnly: true }).catch((error) =>
    logger.error({ err: error }, "business identity could not be read"),
  );
  (globalThis as Record<symbol, unknown>)[LISTENING_KEY] = followPages;
  setInterval(followPages, SITE_CONTENT_POLL_MS).unref();
  let upkeeping = false;
  const outbox = startOutboxWorker({
    db,
    send: deliver,
    leaseMs: env.OUTBOX_LEASE_SECONDS * 1000,
    // PGlite: this process holds the folder's lock, so a claim found at start is a dead process's.
    exclusive: !env.DATABASE_URL,
    // Reminders and the owner's nudges are queued by every server; their keys keep them single.
    // Review requests after finished visits too: one per visit and customer, whatever the number of servers.
    sweep: async (now) => {
      // The owner's payment and text settings, saved on another server, reach this one here.
      // A failure is logged and the sweep goes on: reminders must not wait on the settings.
      await refreshIntegrations(db, now).catch((error) =>
        logger.error({ err: error }, "payment and text settings could not be read"),
      );
      await sweepReminders(db, now, {
        hours: env.REMINDER_HOURS,
        origin: env.SITE_URL,
        ownerEmail: env.BUSINESS_EMAIL,
      });
      await sweepReviewRequests(db, now, { origin: env.SITE_URL });
      // Payment reminders of open balances: keyed per invoice and offset, so once across servers.
      await sweepPaymentReminders(db, now, { origin: env.SITE_URL });
      // Service plans: renewals and dunning retries due today, once across servers
      // (a row per period claimed before Stripe is called, and the period's idempotency key).
      await renewMemberships(db, configuredGateway(), now, {
        origin: env.SITE_URL,
        ownerEmail: env.BUSINESS_EMAIL,
      }).catch((error) => logger.error({ err: error }, "plan renewals failed; tried at the next sweep"));
      // Deposits (decision 0045): paid checkouts not yet booked, deposit refunds not yet answered.
      await sweepBookingCheckouts(db, configuredGateway(), {
        now,
        origin: env.SITE_URL,
      }).catch((error) => logger.error({ err: error }, "booking checkouts failed; tried at the next sweep"));
      // Wrap-ups nobody sent within 2 hours of Finished: once each, by key.
      await sendDueWrapUps(db, now);
      // Retention and rollups: daily at 03:30 business time, on one server (a claim).
      // Not awaited: a first run on years of rows takes a minute, and email must not wait for it.
      if (!upkeeping) {
        upkeeping = true;
        void runUpkeep(db, now, BUSINESS_TIME_ZONE)
          .catch((error) => logger.error({ err: error }, "upkeep failed"))
          .finally(() => {
            upkeeping = false;
          });
      }
    },
  });

  // Recurring series: each hour, propose the next visits that have come due (once per date, even
  // with several servers on one database: see propose-next-visits.ts).
  const sweep = () =>
    proposeNextVisits(db, new Date()).catch((error) => logger.error({ err: error }, "recurring sweep failed"));
  setTimeout(sweep, 10_000).unref();
  setInterval(sweep, 3_600_000).unref();

  // The production entry (server/serve.mjs) owns the process: on SIGTERM/SIGINT it stops
  // accepting, lets the requests in flight finish, closes Next.js, then calls this and exits.
  // The worker stops first so no delivery starts against a closing database.
  (globalThis as Record<symbol, unknown>)[SHUTDOWN_KEY] = () =>
    outbox
      .stop()
      .then(closeDb)
      .catch((error) => logger.error({ err: error }, "shutdown: closing the database failed"));
}
