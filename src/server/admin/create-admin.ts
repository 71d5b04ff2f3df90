import "server-only";
import { eq } from "drizzle-orm";
import { getAuth } from "@/server/auth";
import type { Db } from "@/server/db/client";
import { user } from "@/server/db/schema";

/** Creates an admin account, or promotes an existing account (its password is left as it is). */
export async function createOrPromoteAdmin(
  db: Db,
  input: { email: string; password: string; name?: string },
): Promise<"created" | "promoted"> {
  const email = input.email.trim().toLowerCase();
  const [existing] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
  if (!existing) {
    const auth = await getAuth();
    await auth.api.signUpEmail({ body: { email, password: input.password, name: input.name ?? "Owner" } });
  }
  await db.update(user).set({ role: "admin", emailVerified: true }).where(eq(user.email, email));
  return existing ? "promoted" : "created";
}
