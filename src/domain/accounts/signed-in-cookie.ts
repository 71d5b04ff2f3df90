import { cookieValue } from "@/domain/http/cookies";

/**
 * A non-secret cookie that only says "this browser has a session", so the header of a cached,
 * prerendered page can offer "My account" instead of "Sign in" without the page being rendered
 * per visitor. It grants nothing: every page and route still checks the real session cookie.
 */
export const SIGNED_IN_COOKIE = "cv_signed_in";

const SESSION_COOKIE = /^(?:__Secure-)?better-auth\.session_token=([^;]*)/;

/**
 * The Set-Cookie line for the hint, given the Set-Cookie lines of an auth answer: set when the
 * answer starts a session (sign-in, sign-up, verified email), cleared when it ends one (sign-out),
 * null when the answer leaves the session alone.
 */
export function signedInCookieFor(setCookies: readonly string[], secure: boolean): string | null {
  for (const line of setCookies) {
    const match = SESSION_COOKIE.exec(line);
    if (!match) continue;
    const maxAge = /;\s*max-age=(\d+)/i.exec(line)?.[1];
    const ended = !match[1] || maxAge === "0";
    const attributes = `Path=/; SameSite=Lax${secure ? "; Secure" : ""}`;
    if (ended) return `${SIGNED_IN_COOKIE}=; Max-Age=0; ${attributes}`;
    return `${SIGNED_IN_COOKIE}=1; Max-Age=${maxAge ?? 604800}; ${attributes}`;
  }
  return null;
}

/** Whether a document.cookie string carries the hint. */
export function hasSignedInHint(cookieHeader: string): boolean {
  return cookieValue(cookieHeader, SIGNED_IN_COOKIE) === "1";
}
