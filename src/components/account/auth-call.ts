import { postJson } from "@/components/ui/post-json";
import { humanAuthError } from "@/domain/accounts/auth-messages";

export type AuthResult = { ok: true; data: unknown } | { ok: false; status: number; code?: string; message: string };

/**
 * A POST to better-auth's routes, its error turned into a sentence a person can act on. A network
 * failure is a refusal too (postJson), so no caller is left with a button that stays busy.
 */
export async function authCall(path: string, body: object): Promise<AuthResult> {
  const res = await postJson<object>(`/api/auth/${path}`, body);
  if (res.ok) return { ok: true, data: res };
  if (res.status === 0) return { ok: false, status: 0, message: res.error };
  const said = res.body as { code?: string; message?: string; error?: string } | null;
  return {
    ok: false,
    status: res.status,
    code: said?.code,
    message: humanAuthError(res.status, said?.code, said?.message ?? said?.error),
  };
}

/** The new-password rules, loaded only when a form needs them (the list stays out of other pages). */
export async function checkNewPassword(password: string): Promise<string | null> {
  const { passwordProblem } = await import("@/domain/accounts/password-rules");
  return passwordProblem(password);
}
