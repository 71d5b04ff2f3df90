import "server-only";
import { notFound, redirect } from "next/navigation";
import { getSessionUser, type SessionUser } from "@/server/session";

/** Pages: anonymous visitors go to sign-in; signed-in customers get a 404, never admin data. */
export async function requireAdminPage(path: string): Promise<SessionUser> {
  const user = await getSessionUser();
  if (!user) redirect(`/customer-login?next=${encodeURIComponent(path)}`);
  if (user.role !== "admin") notFound();
  return user;
}

/** Routes: the admin, or null (the caller answers 404). */
export async function adminOrNull(): Promise<SessionUser | null> {
  const user = await getSessionUser();
  return user?.role === "admin" ? user : null;
}
