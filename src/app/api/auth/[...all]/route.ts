import { signedInCookieFor } from "@/domain/accounts/signed-in-cookie";
import { getAuth } from "@/server/auth";
import { env } from "@/server/env";
import { failure, RETRY_AFTER_SECONDS } from "@/server/http/json";
import { clientKey } from "@/server/http/rate-limit";

/** Far above any honest auth body (a name, an email, two passwords). */
const MAX_BODY_BYTES = 16 * 1024;

async function handle(request: Request) {
  const declared = Number(request.headers.get("content-length") ?? 0);
  let body: ArrayBuffer | undefined;
  if (request.method !== "GET" && request.method !== "HEAD") {
    if (declared > MAX_BODY_BYTES)
      return failure(413, "too-large", "That request is too large. Please shorten what you typed.");
    body = await request.arrayBuffer();
    if (body.byteLength > MAX_BODY_BYTES)
      return failure(413, "too-large", "That request is too large. Please shorten what you typed.");
  }
  const auth = await getAuth();
  // better-auth keys its rate limit on X-Forwarded-For: it trusts a lone entry as the client and
  // pools every request with several entries into one shared bucket. Hand it the one address our
  // own limits use, so both count the same client.
  const headers = new Headers(request.headers);
  headers.set("x-forwarded-for", clientKey(request));
  const answered = await auth.handler(new Request(request.url, { method: request.method, headers, body }));
  const ended = answered.ok && /\/(sign-out|revoke-sessions)$/.test(new URL(request.url).pathname);
  const response = withSignedInHint(answered, ended);
  // better-auth says when to retry in X-Retry-After; the standard header says it too.
  if (response.status === 429 && !response.headers.has("retry-after")) {
    const seconds = Number(response.headers.get("x-retry-after"));
    const retry = Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : RETRY_AFTER_SECONDS;
    try {
      response.headers.set("Retry-After", String(retry));
    } catch {
      // Immutable headers: answer a copy.
      const copy = new Response(response.body, response);
      copy.headers.set("Retry-After", String(retry));
      return copy;
    }
  }
  return response;
}

/**
 * Every session start and end passes here (sign-in, sign-up, the verification link, sign-out), so
 * this is where the header's non-secret "signed in" hint follows the real session cookie.
 */
function withSignedInHint(response: Response, ended: boolean): Response {
  const secure = env.SITE_URL.startsWith("https://");
  // revoke-sessions ends this session too without clearing its cookie: the hint goes anyway.
  const hint =
    signedInCookieFor(response.headers.getSetCookie(), secure) ??
    (ended ? signedInCookieFor(["better-auth.session_token=; Max-Age=0"], secure) : null);
  if (!hint) return response;
  try {
    response.headers.append("set-cookie", hint);
    return response;
  } catch {
    // Immutable headers (a redirect answer): answer a copy.
    const copy = new Response(response.body, response);
    copy.headers.append("set-cookie", hint);
    return copy;
  }
}

export { handle as GET, handle as POST };
