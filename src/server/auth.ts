import "server-only";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { nextCookies } from "better-auth/next-js";
import { getDb } from "@/server/db/client";
import * as schema from "@/server/db/schema";
import { env } from "@/server/env";
import { verificationEmail } from "@/server/mail/account-emails";
import { sendMail } from "@/server/mail/mailer";

async function createAuth() {
  const db = await getDb();
  return betterAuth({
    baseURL: env.SITE_URL,
    secret: env.BETTER_AUTH_SECRET,
    trustedOrigins: [env.SITE_URL],
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
      },
    }),
    emailAndPassword: { enabled: true, minPasswordLength: 8, maxPasswordLength: 128 },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      sendVerificationEmail: async ({ user, url }) => {
        // Queued in the outbox on its own: better-auth gives no transaction to share (docs/decisions/0008).
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
    rateLimit: {
      enabled: env.AUTH_RATE_LIMIT,
      window: 10,
      max: 100,
      customRules: {
        "/sign-in/email": { window: 10, max: 3 },
        "/sign-up/email": { window: 60, max: 5 },
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
