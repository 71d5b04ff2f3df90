import { humanAuthError } from "@/domain/accounts/auth-messages";

export type AuthResult = { ok: true; data: unknown } | { ok: false; status: number; code?: string; message: string };

/** A POST to better-auth's routes, its error turned into a sentence a person can act on. */
export async function authCall(path: string, body: object): Promise<AuthResult> {
  const res = await fetch(`/api/auth/${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  }).catch(() => null);
  if (!res)
    return { ok: false, status: 0, message: "We could not reach the server. Check your connection and try again." };
  const data = (await res.json().catch(() => null)) as { code?: string; message?: string; error?: string } | null;
  if (res.ok) return { ok: true, data };
  return {
    ok: false,
    status: res.status,
    code: data?.code,
    message: humanAuthError(res.status, data?.code, data?.message ?? data?.error),
  };
}

/** The new-password rules, loaded only when a form needs them (the list stays out of other pages). */
export async function checkNewPassword(password: string): Promise<string | null> {
  const { passwordProblem } = await import("@/domain/accounts/password-rules");
  return passwordProblem(password);
}
