import "server-only";
import { randomBytes } from "node:crypto";
import { betterAuth, type User } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware, isAPIError } from "better-auth/api";
import { revokeUnprovenAccountAccess } from "better-auth/db";
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
import { shortLink } from "@/server/links/short-links";
import { passwordResetEmail, verificationEmail } from "@/server/mail/account-emails";
import { sendMail } from "@/server/mail/mailer";

/** The reset page the emailed link opens; it posts the token back with the new password. */
export const RESET_PAGE = "/customer-login/reset";
/** How long a reset link works, in seconds (emailed, or handed out by the verification link). */
const RESET_TOKEN_SECONDS = 3600;
/** How long the verification link works (better-auth's default, said once for the short link too). */
const VERIFICATION_LINK_SECONDS = 3600;

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

  /**
   * Runs when a verification link is opened for an address not yet verified, before better-auth
   * marks it verified and signs the browser in. The password of an unverified account may be a
   * stranger's: anyone can sign up any address (docs/decisions/0003-better-auth.md).
   * The browser that signed up (it holds a session of this account) is the mailbox owner
   * finishing the one-sitting funnel: it stays signed in and every other session ends. Any other
   * browser proves the mailbox but not the password: the password and every session are removed
   * (better-auth's own clean-up for an unproven account), the address is marked verified, and the
   * browser goes to the reset page with a fresh token to choose the account's password.
   */
  async function beforeEmailVerification(user: User, request?: Request): Promise<void> {
    const context = await auth.$context;
    const current = request ? await auth.api.getSession({ headers: request.headers }) : null;
    if (current?.user.id === user.id) {
      for (const other of await context.internalAdapter.listSessions(user.id)) {
        if (other.token !== current.session.token) await context.internalAdapter.deleteSession(other.token);
      }
      return;
    }
    // It reads only the context (the internal adapter), which is all a callback can give it.
    await revokeUnprovenAccountAccess(
      { context } as unknown as Parameters<typeof revokeUnprovenAccountAccess>[0],
      user.id,
    );
    // A reset token as better-auth's request-password-reset stores it: /reset-password consumes it.
    const token = randomBytes(18).toString("base64url");
    await context.internalAdapter.createVerificationValue({
      identifier: `reset-password:${token}`,
      value: user.id,
      expiresAt: new Date(Date.now() + RESET_TOKEN_SECONDS * 1000),
    });
    // Thrown as better-auth's own redirects are: the link answers 302 and no session is made.
    throw new APIError("FOUND", undefined, {
      location: `${RESET_PAGE}?token=${encodeURIComponent(token)}&verified=1`,
    });
  }

  const auth = betterAuth({
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
        // The email carries a short link (/l/<code>) that stands for this one while it works.
        const short = await shortLink(db, url, {
          origin: env.SITE_URL,
          validSeconds: RESET_TOKEN_SECONDS,
          now: new Date(),
        });
        await sendMail(await passwordResetEmail(user.email, short));
      },
      resetPasswordTokenExpiresIn: RESET_TOKEN_SECONDS,
      // A reset ends every session, and lifts a sign-in lockout of the account.
      revokeSessionsOnPasswordReset: true,
      // The link came by email, so using it proves the mailbox: a technician invited by the owner
      // (src/server/technician/invite-technician.ts) sets a first password this way, unverified until then.
      onPasswordReset: async ({ user }) => {
        await clearAttempts(db, SIGN_IN_PER_ACCOUNT, user.email);
        // The token reached this mailbox, which proves it as the verification link does; the
        // password is now the mailbox owner's, and revokeSessionsOnPasswordReset ends the rest.
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
      expiresIn: VERIFICATION_LINK_SECONDS,
      // Signs in only the browser that signed up; any other goes to choose a password (above).
      autoSignInAfterVerification: true,
      beforeEmailVerification,
      sendVerificationEmail: async ({ user, url }) => {
        // Queued in the outbox on its own: better-auth gives no transaction to share (docs/decisions/0009).
        const short = await shortLink(db, url, {
          origin: env.SITE_URL,
          validSeconds: VERIFICATION_LINK_SECONDS,
          now: new Date(),
        });
        await sendMail(await verificationEmail(user.email, short), "account-verification");
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
  return auth;
}

export type Auth = Awaited<ReturnType<typeof createAuth>>;

const globalKey = Symbol.for("clearvent.auth");
type GlobalWithAuth = typeof globalThis & { [globalKey]?: Promise<Auth> };

export function getAuth(): Promise<Auth> {
  const g = globalThis as GlobalWithAuth;
  g[globalKey] ??= createAuth();
  return g[globalKey];
}
