import "server-only";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware, isAPIError } from "better-auth/api";
import { nextCookies } from "better-auth/next-js";
import { eq } from "drizzle-orm";
import {
  type AttemptRule,
  RESET_EMAILS_PER_ACCOUNT,
  SIGN_IN_PER_ACCOUNT,
  VERIFICATION_EMAILS_PER_ACCOUNT,
  waitInWords,
} from "@/domain/accounts/attempt-rules";
import { authEmailOf, authInputProblem } from "@/domain/accounts/auth-input";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "@/domain/accounts/password-limits";
import { clearAttempts, takeAttempt } from "@/server/accounts/attempt-limit";
import { getDb } from "@/server/db/client";
import * as schema from "@/server/db/schema";
import { env } from "@/server/env";
import { trustedOrigins } from "@/server/http/origins";
import { passwordResetEmail, verificationEmail } from "@/server/mail/account-emails";
import { sendMail } from "@/server/mail/mailer";

/** The reset page the emailed link opens; it posts the token back with the new password. */
export const RESET_PAGE = "/customer-login/reset";

/** Per-account limits, by path (per-address limits are better-auth's, in `rateLimit`). */
const PER_ACCOUNT: Record<string, { rule: AttemptRule; refusal: (wait: string) => string }> = {
  "/sign-in/email": {
    rule: SIGN_IN_PER_ACCOUNT,
    refusal: (wait) =>
      `Too many sign-in attempts for this account. Try again in ${wait}, or reset your password by email.`,
  },
  "/request-password-reset": {
    rule: RESET_EMAILS_PER_ACCOUNT,
    refusal: (wait) => `We have sent several reset emails to this address. Check your inbox, or try again in ${wait}.`,
  },
  "/send-verification-email": {
    rule: VERIFICATION_EMAILS_PER_ACCOUNT,
    refusal: (wait) =>
      `We have sent several verification emails to this address. Check your inbox, or try again in ${wait}.`,
  },
};

async function createAuth() {
  const db = await getDb();
  return betterAuth({
    baseURL: env.SITE_URL,
    secret: env.BETTER_AUTH_SECRET,
    // The same origins every other write accepts (src/server/http/origins.ts).
    trustedOrigins: trustedOrigins(),
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
      },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      // Reset by email: the link opens our reset page with the token (valid one hour, used once).
      sendResetPassword: async ({ user, token }) => {
        const url = `${env.SITE_URL}${RESET_PAGE}?token=${encodeURIComponent(token)}`;
        await sendMail(passwordResetEmail(user.name, user.email, url));
      },
      resetPasswordTokenExpiresIn: 3600,
      // A reset ends every session, and lifts a sign-in lockout of the account.
      revokeSessionsOnPasswordReset: true,
      // The link came by email, so using it proves the mailbox: a technician invited by the owner
      // (src/server/crew/invite-technician.ts) sets a first password this way, unverified until then.
      onPasswordReset: async ({ user }) => {
        await clearAttempts(db, SIGN_IN_PER_ACCOUNT, user.email);
        if (!user.emailVerified) {
          await db
            .update(schema.user)
            .set({ emailVerified: true, updatedAt: new Date() })
            .where(eq(schema.user.id, user.id));
        }
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      sendVerificationEmail: async ({ user, url }) => {
        // Queued in the outbox on its own: better-auth gives no transaction to share (docs/decisions/0009).
        await sendMail(verificationEmail(user.name, user.email, url), "account-verification");
      },
    },
    user: {
      additionalFields: { role: { type: "string", input: false, defaultValue: "customer" } },
    },
    databaseHooks: {
      user: {
        create: {
          // Every account has a profile row from the start, named as the person signed up.
          after: async (created) => {
            await db
              .insert(schema.profiles)
              .values({ userId: created.id, fullName: created.name })
              .onConflictDoNothing();
          },
        },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const problem = authInputProblem(ctx.path, ctx.body);
        if (problem) throw new APIError("BAD_REQUEST", { message: problem.message, code: "INVALID_INPUT" });
        // A password change always ends the other sessions, whatever the client asked for.
        if (ctx.path === "/change-password" && ctx.body && typeof ctx.body === "object") {
          return { context: { body: { ...ctx.body, revokeOtherSessions: true } } };
        }
        const limit = PER_ACCOUNT[ctx.path];
        const email = authEmailOf(ctx.body);
        if (limit && email && env.AUTH_RATE_LIMIT) {
          const decision = await takeAttempt(db, limit.rule, email);
          if (!decision.allowed) {
            throw new APIError(
              "TOO_MANY_REQUESTS",
              { message: limit.refusal(waitInWords(decision.retryAfterSeconds)), code: "ACCOUNT_RATE_LIMITED" },
              { "Retry-After": String(decision.retryAfterSeconds) },
            );
          }
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        // A successful sign-in forgets the account's earlier attempts.
        const email = authEmailOf(ctx.body);
        if (ctx.path === "/sign-in/email" && email && !isAPIError(ctx.context.returned)) {
          await clearAttempts(db, SIGN_IN_PER_ACCOUNT, email);
        }
      }),
    },
    rateLimit: {
      enabled: env.AUTH_RATE_LIMIT,
      window: 10,
      max: 100,
      // Per client address (src/app/api/auth/[...all]/route.ts hands better-auth the address our
      // own limits use). Per-account limits are the hooks above, kept in the database.
      customRules: {
        "/sign-in/email": { window: 10, max: 3 },
        "/sign-up/email": { window: 60, max: 5 },
        "/request-password-reset": { window: 60, max: 3 },
        "/reset-password": { window: 60, max: 5 },
        "/change-password": { window: 60, max: 5 },
        "/send-verification-email": { window: 60, max: 3 },
      },
    },
    advanced: {
      useSecureCookies: env.SITE_URL.startsWith("https://"),
      defaultCookieAttributes: { sameSite: "lax", httpOnly: true },
    },
    telemetry: { enabled: false },
    plugins: [nextCookies()],
  });
}

export type Auth = Awaited<ReturnType<typeof createAuth>>;

const globalKey = Symbol.for("clearvent.auth");
type GlobalWithAuth = typeof globalThis & { [globalKey]?: Promise<Auth> };

export function getAuth(): Promise<Auth> {
  const g = globalThis as GlobalWithAuth;
  g[globalKey] ??= createAuth();
  return g[globalKey];
}
