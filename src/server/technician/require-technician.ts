import "server-only";
import { notFound, redirect } from "next/navigation";
import { signInPathFor } from "@/domain/accounts/return-path";
import { pathWithQuery, type Search } from "@/server/admin/require-admin";
import { getSessionUser, type SessionUser } from "@/server/session";

/**
 * Crew pages: anonymous visitors go to sign in and come back here; anyone signed in who is not a
 * technician (a customer, the owner) gets a 404, never a crew's jobs.
 */
export async function requireTechnician(path: string, search?: Search): Promise<SessionUser> {
  const user = await getSessionUser();
  if (!user) redirect(signInPathFor(pathWithQuery(path, search)));
  if (user.role !== "technician") notFound();
  return user;
}

/** Crew routes: the signed-in technician, or null (the caller answers 404). */
export async function technicianOrNull(): Promise<SessionUser | null> {
  const user = await getSessionUser();
  return user?.role === "technician" ? user : null;
}
