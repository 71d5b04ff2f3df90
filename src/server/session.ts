import "server-only";
import { headers } from "next/headers";
import { cache } from "react";
import { getAuth } from "@/server/auth";

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  role: string;
}

/**
 * The signed-in user of the current request, or null. Looked up once per render (React's cache():
 * a layout and its page asking both get the first answer; the session cannot change mid-render, as
 * a server component sets no cookies). Outside a render (route handlers) each call looks it up.
 */
export const getSessionUser = cache(async (): Promise<SessionUser | null> => {
  const auth = await getAuth();
  const session = await auth.api.getSession({ headers: await headers() });
  if (!session) return null;
  const u = session.user as typeof session.user & { role?: string };
  return { id: u.id, email: u.email, name: u.name, role: u.role ?? "customer" };
});
