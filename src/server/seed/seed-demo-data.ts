import "server-only";
import { eq } from "drizzle-orm";
import { createOrPromoteAdmin } from "@/server/admin/create-admin";
import { getAuth } from "@/server/auth";
import { getDb } from "@/server/db/client";
import { user } from "@/server/db/schema";

export const DEMO_CUSTOMER = {
  name: "Dana Demo",
  email: "demo@clearvent.example",
  password: "DemoPass123!",
} as const;

export const DEMO_ADMIN = {
  name: "Olivia Owner",
  email: "admin@clearvent.example",
  password: "AdminPass123!",
} as const;

/** Returns the emails of the accounts it created (none when they exist already). */
export async function seedDemoData(): Promise<string[]> {
  const db = await getDb();
  const auth = await getAuth();
  const created: string[] = [];
  const existing = await db.select({ id: user.id }).from(user).where(eq(user.email, DEMO_CUSTOMER.email));
  if (existing.length === 0) {
    await auth.api.signUpEmail({ body: { ...DEMO_CUSTOMER } });
    await db.update(user).set({ emailVerified: true }).where(eq(user.email, DEMO_CUSTOMER.email));
    created.push(DEMO_CUSTOMER.email);
  }
  const [admin] = await db.select({ id: user.id }).from(user).where(eq(user.email, DEMO_ADMIN.email));
  if (!admin) {
    await createOrPromoteAdmin(db, DEMO_ADMIN);
    created.push(DEMO_ADMIN.email);
  }
  return created;
}
