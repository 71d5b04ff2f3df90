import "server-only";
import { notFound, redirect } from "next/navigation";
import { signInPathFor } from "@/domain/accounts/return-path";
import { getSessionUser, type SessionUser } from "@/server/session";

export type Search = Record<string, string | string[] | undefined>;

/** The page's own path and query, as the sign-in page should return to it. */
export function pathWithQuery(path: string, search: Search = {}): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) query.append(key, v);
  }
  const q = query.toString();
  return q ? `${path}?${q}` : path;
}

/**
 * Pages: anonymous visitors go to sign-in, which brings them back to this exact page (its query
 * included); signed-in customers get a 404, never admin data. Every admin page calls it first.
 */
export async function requireAdminPage(path: string, search?: Search): Promise<SessionUser> {
  const user = await getSessionUser();
  if (!user) redirect(signInPathFor(pathWithQuery(path, search)));
  if (user.role !== "admin") notFound();
  return user;
}

/** Routes: the admin, or null (the caller answers 404). */
export async function adminOrNull(): Promise<SessionUser | null> {
  const user = await getSessionUser();
  return user?.role === "admin" ? user : null;
}
