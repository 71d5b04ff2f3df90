import "server-only";
import { parseReminderHours } from "@/domain/booking/reminders";
import { LOOKUP_DEFAULTS } from "@/domain/security/csp";
import { z } from "@/domain/validation/zod";

// An empty value in a .env file means "not set", as it does for the optional names that are plain strings.
const unsetIfEmpty = (value: unknown) => (value === "" ? undefined : value);

// The only module that reads process.env. Every default runs offline on one machine.
const variables = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  SITE_URL: z.url().default("http://localhost:3000"),
  /** The port this server listens on; its own pages are regenerated through it (decision 0035). */
  PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
  /** Unset: embedded PGlite under DATA_DIR. Set: a PostgreSQL server through node-postgres. */
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default(".data"),
  BETTER_AUTH_SECRET: z.string().min(32).optional(),
  /** Unset: each email is written as an .eml file to DATA_DIR/outbox. */
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default("ClearVent Air Duct Cleaning <hello@clearvent.example>"),
  /**
   * How long the outbox worker holds a claimed message before another server may take it over
   * (its process is presumed dead). Longer than the slowest delivery; SMTP calls time out at 10 s.
   */
  OUTBOX_LEASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(120),
  /**
   * Hours before a pending or confirmed visit the customer is emailed a reminder, largest first
   * (src/domain/booking/reminders.ts). Empty: no reminders.
   */
  REMINDER_HOURS: z
    .string()
    .default("48,2")
    .transform((v, ctx) => {
      try {
        return parseReminderHours(v);
      } catch (error) {
        ctx.addIssue({ code: "custom", message: (error as Error).message });
        return z.NEVER;
      }
    }),
  /** Where owner notifications (new leads, bookings) go. */
  BUSINESS_EMAIL: z.email().default("owner@clearvent.example"),
  /**
   * Per-account booking limits (src/domain/booking/booking-limits.ts). Off only on e2e servers whose
   * specs book many visits with one unverified account; the int tests cover the limits.
   */
  BOOKING_LIMITS: z
    .enum(["on", "off"])
    .default("on")
    .transform((v) => v === "on"),
  /** Off only in tests that sign in many times in a few seconds. */
  AUTH_RATE_LIMIT: z
    .enum(["on", "off"])
    .default("on")
    .transform((v) => v === "on"),
  /** Lead submissions one client address may make per minute. */
  LEAD_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  /**
   * Reverse proxies in front of the app that append the peer address to X-Forwarded-For. 0 (the
   * default): none, the app is served bare and keys every limit on the socket's address. N: the
   * client address is the entry the outermost of N proxies appended (1 for nginx in front).
   */
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /** Multiplies every per-address request limit except auth's (tests that send many requests raise it). */
  RATE_LIMIT_SCALE: z.coerce.number().int().min(1).max(100_000).default(1),
  /** Outside lookups the browser makes; each is faked in tests. */
  IP_LOOKUP_URL: z.url().default(LOOKUP_DEFAULTS.IP_LOOKUP_URL),
  IP_LOOKUP_FALLBACK_URL: z.url().default(LOOKUP_DEFAULTS.IP_LOOKUP_FALLBACK_URL),
  REVERSE_GEOCODE_URL: z.url().default(LOOKUP_DEFAULTS.REVERSE_GEOCODE_URL),
  /** GA4 measurement id. Unset: no third-party analytics at all. Set: loaded only after consent. */
  GA_MEASUREMENT_ID: z
    .string()
    .regex(/^G-[A-Z0-9]{4,12}$/)
    .optional(),
  /** The build folder when not `.next` (next.config.ts distDir): the bench builds into its own. */
  NEXT_DIST_DIR: z.string().max(200).optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /**
   * Visit photos (src/server/uploads/storage.ts). Unset: files under DATA_DIR/uploads, which the
   * processes of one machine share. Set, with the two keys: that S3 bucket, for servers on several
   * machines.
   */
  S3_BUCKET: z.preprocess(unsetIfEmpty, z.string().optional()),
  /** An S3-compatible server (MinIO, R2, ...). Unset: AWS S3. */
  S3_ENDPOINT: z.preprocess(unsetIfEmpty, z.url().optional()),
  S3_REGION: z.preprocess(unsetIfEmpty, z.string().default("us-east-1")),
  S3_ACCESS_KEY_ID: z.preprocess(unsetIfEmpty, z.string().optional()),
  S3_SECRET_ACCESS_KEY: z.preprocess(unsetIfEmpty, z.string().optional()),
  /**
   * Texts (src/server/sms, docs/decisions/0022-sms.md). Off unless the account SID, its auth
   * token and a sending number or messaging service are all set.
   */
  TWILIO_ACCOUNT_SID: z.preprocess(
    unsetIfEmpty,
    z
      .string()
      .regex(/^AC[0-9a-fA-F]{32}$/)
      .optional(),
  ),
  TWILIO_AUTH_TOKEN: z.preprocess(unsetIfEmpty, z.string().min(16).max(200).optional()),
  /** The sending number, E.164 (+14155550134). */
  TWILIO_FROM_NUMBER: z.preprocess(
    unsetIfEmpty,
    z
      .string()
      .regex(/^\+1\d{10}$/)
      .optional(),
  ),
  TWILIO_MESSAGING_SERVICE_SID: z.preprocess(
    unsetIfEmpty,
    z
      .string()
      .regex(/^MG[0-9a-fA-F]{32}$/)
      .optional(),
  ),
  /** Unset: api.twilio.com. Tests point it at their local Messages API on loopback. */
  TWILIO_API_BASE: z.preprocess(unsetIfEmpty, z.url().optional()),
  /**
   * Online payments (docs/decisions/0021-payments.md). Both unset (the default): no Stripe at all,
   * invoices are paid on site and recorded. Both set: "Pay now" through Stripe Checkout.
   */
  STRIPE_SECRET_KEY: z.preprocess(unsetIfEmpty, z.string().min(8).max(300).optional()),
  STRIPE_WEBHOOK_SECRET: z.preprocess(unsetIfEmpty, z.string().min(8).max(300).optional()),
  /** Another server speaking Stripe's API (tests: a local fake on loopback). Unset: Stripe's own. */
  STRIPE_API_URL: z.preprocess(unsetIfEmpty, z.url().optional()),
});

// A bucket without its keys would keep photos in the folder instead, unseen by the other machines.
export const schema = variables.superRefine((e, ctx) => {
  for (const name of ["S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const)
    if (e.S3_BUCKET && !e[name])
      ctx.addIssue({ code: "custom", path: [name], message: "required when S3_BUCKET is set" });
  // One key without the other would take money it could never confirm, or confirm nothing.
  if (Boolean(e.STRIPE_SECRET_KEY) !== Boolean(e.STRIPE_WEBHOOK_SECRET))
    ctx.addIssue({ code: "custom", path: ["STRIPE_WEBHOOK_SECRET"], message: "set both Stripe keys or neither" });
});

export type Env = z.infer<typeof schema>;

function load(): Env {
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Invalid environment:\n${issues}`);
  }
  return parsed.data;
}

export const env = load();
