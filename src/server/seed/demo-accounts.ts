import "server-only";
import { randomUUID } from "node:crypto";
import { hashPassword, verifyPassword } from "better-auth/crypto";
import { and, eq, inArray, isNotNull, or } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { account, profiles, session, user } from "@/server/db/schema";

// The demo accounts of the README. Their passwords are published, so they exist only on the
// embedded database (a local trial or demo): written once, in the open that creates that database,
// and never again. On PostgreSQL nothing is seeded, and an account that can still sign in with a
// published password is disabled when the database is opened (see disablePublishedPasswords).

export const DEMO_CUSTOMER = {
  name: "Dana Demo",
  email: "demo@clearvent.example",
  password: "DemoPass123!",
  role: "customer",
} as const;

export const DEMO_ADMIN = {
  name: "Olivia Owner",
  email: "admin@clearvent.example",
  password: "AdminPass123!",
  role: "admin",
} as const;

const DEMO_ACCOUNTS = [DEMO_CUSTOMER, DEMO_ADMIN];
export const PUBLISHED_PASSWORDS: readonly string[] = DEMO_ACCOUNTS.map((a) => a.password);

/**
 * Writes the demo accounts as better-auth's sign-up would (user, credential account with the
 * hashed password, profile), verified. Directly, not through better-auth: it runs while the
 * database is being opened, before auth can use it. Returns the emails written.
 */
export async function insertDemoAccounts(db: Db): Promise<string[]> {
  const rows = await Promise.all(
    DEMO_ACCOUNTS.map(async (demo) => ({ demo, id: randomUUID(), hash: await hashPassword(demo.password) })),
  );
  await db.transaction(async (tx) => {
    for (const { demo, id, hash } of rows) {
      await tx.insert(user).values({ id, name: demo.name, email: demo.email, emailVerified: true, role: demo.role });
      await tx
        .insert(account)
        .values({ id: randomUUID(), accountId: id, providerId: "credential", userId: id, password: hash });
      await tx.insert(profiles).values({ userId: id, fullName: demo.name });
    }
  });
  return rows.map((r) => r.demo.email);
}

export interface DisabledAccount {
  email: string;
  role: string;
}

/**
 * Finds every account that still signs in with a password published in the README (the demo
 * accounts by their emails, and every admin whatever its email) by checking the password against
 * the stored hash, and disables it: its password sign-in is removed and its sessions end. The
 * account and everything it owns are kept. An account whose password was changed is left alone.
 */
export async function disablePublishedPasswords(db: Db): Promise<DisabledAccount[]> {
  const candidates = await db
    .select({ userId: user.id, email: user.email, role: user.role, hash: account.password })
    .from(account)
    .innerJoin(user, eq(user.id, account.userId))
    .where(
      and(
        eq(account.providerId, "credential"),
        isNotNull(account.password),
        or(
          inArray(
            user.email,
            DEMO_ACCOUNTS.map((a) => a.email),
          ),
          eq(user.role, "admin"),
        ),
      ),
    );
  const disabled: DisabledAccount[] = [];
  for (const c of candidates) {
    let published = false;
    for (const password of PUBLISHED_PASSWORDS) {
      if (await verifyPassword({ hash: c.hash ?? "", password }).catch(() => false)) published = true;
    }
    if (!published) continue;
    await db.transaction(async (tx) => {
      await tx.delete(account).where(and(eq(account.userId, c.userId), eq(account.providerId, "credential")));
      await tx.delete(session).where(eq(session.userId, c.userId));
    });
    disabled.push({ email: c.email, role: c.role });
  }
  return disabled;
}
