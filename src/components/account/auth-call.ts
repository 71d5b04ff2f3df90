import { postJson, type Refused } from "@/components/ui/post-json";
import { humanAuthError } from "@/domain/accounts/auth-messages";

/** better-auth's refusal in postJson's shape: our sentence in `error`, better-auth's own code in `authCode`. */
export type AuthRefused = Refused & { authCode?: string };

/**
 * A POST to better-auth's routes, its error turned into a sentence a person can act on, answered
 * as postJson answers so a form posts it through usePostAction's run. A network failure is a
 * refusal too (postJson), so no caller is left with a button that stays busy.
 */
export async function authCall<T extends object = object>(
  path: string,
  body: object,
): Promise<({ ok: true; status: number } & T) | AuthRefused> {
  const res = await postJson<T>(`/api/auth/${path}`, body);
  if (res.ok || res.status === 0) return res;
  const said = res.body as { code?: string; message?: string; error?: string } | null;
  return {
    ...res,
    authCode: said?.code,
    error: humanAuthError(res.status, said?.code, said?.message ?? said?.error),
  };
}

/** The new-password rules, loaded only when a form needs them (the list stays out of other pages). */
export async function checkNewPassword(password: string): Promise<string | null> {
  const { passwordProblem } = await import("@/domain/accounts/password-rules");
  return passwordProblem(password);
}
