/** What every JSON route answers on refusal (src/server/http/json.ts `failure`). */
export interface Refused {
  ok: false;
  status: number;
  /** What to branch on: the route's refusal key (src/server/http/json.ts FailureCode), "offline" or "unknown". */
  code: string;
  error: string;
  fieldErrors?: Record<string, string[]>;
  /** The answer's JSON as sent (null if none), for a caller that knows another shape (better-auth's `{ code, message }`). */
  body?: unknown;
}

export type Posted<T> = ({ ok: true; status: number } & T) | Refused;

const OFFLINE = "We could not reach the server. Check your connection and try again.";

/**
 * The one way the browser writes to our JSON routes: same origin, JSON body, and an answer that is
 * either the route's typed success or a sentence a person can act on. A network failure is a
 * refusal too (status 0), so no caller is left with a button that stays busy.
 */
export async function postJson<T extends object>(
  url: string,
  body: unknown,
  init: { method?: "POST" | "PATCH" | "PUT" | "DELETE"; signal?: AbortSignal; keepalive?: boolean } = {},
): Promise<Posted<T>> {
  const res = await fetch(url, {
    method: init.method ?? "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body ?? {}),
    signal: init.signal,
    keepalive: init.keepalive,
  }).catch(() => null);
  if (!res) return { ok: false, status: 0, code: "offline", error: OFFLINE };
  const data = (await res.json().catch(() => null)) as Record<string, unknown> | null;
  if (res.ok) return { ...(data as T), ok: true, status: res.status };
  return {
    ok: false,
    status: res.status,
    code: typeof data?.code === "string" ? data.code : "unknown",
    error: typeof data?.error === "string" ? data.error : "Something went wrong. Please try again.",
    fieldErrors: (data?.fieldErrors as Record<string, string[]> | undefined) ?? undefined,
    body: data,
  };
}
