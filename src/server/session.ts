import "server-only";
import { headers } from "next/headers";
import { getAuth } from "@/server/auth";

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  role: string;
}

/** The signed-in user of the current request, or null. */
export async function getSessionUser(): Promise<SessionUser | null> {
  const auth = await getAuth();
  const session = await auth.api.getSession({ headers: await headers() });
  if (!session) return null;
  const u = session.user as typeof session.user & { role?: string };
  return { id: u.id, email: u.email, name: u.name, role: u.role ?? "customer" };
}
