// What the e2e world scripts (payment-world.ts, visit-world.ts) share: the embedded database in
// DATA_DIR opened and migrated as the server opens it, and people who sign in through better-auth
// with the world's password. Emails carry a tag per run, so a second run beside the first collides
// with nothing.
import { randomUUID } from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import { getDb } from "@/server/db/client";
import { openDatabase } from "@/server/db/prepare";
import { account, profiles, user } from "@/server/db/schema";

export async function openWorld(password: string) {
  await openDatabase();
  const db = await getDb();
  const hash = await hashPassword(password);
  const tag = randomUUID().slice(0, 8);
  /** A verified account with a credential password and a profile; the email is `<first name>-<tag>@example.com`. */
  const person = async (name: string, role: string) => {
    const id = randomUUID();
    const email = `${name.split(" ")[0]?.toLowerCase()}-${tag}@example.com`;
    await db.insert(user).values({ id, name, email, emailVerified: true, role });
    await db
      .insert(account)
      .values({ id: randomUUID(), accountId: id, providerId: "credential", userId: id, password: hash });
    await db.insert(profiles).values({ userId: id, fullName: name });
    return { id, email, name };
  };
  return { db, tag, person };
}
