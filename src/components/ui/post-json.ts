import type { FailureCode } from "@/server/http/json";

/**
 * What the browser branches on after a refusal: the server's own key (a refusal of the table in
 * src/server/http/refusals.ts, or a request check), "offline" when nothing came back, "unknown"
 * when the answer named none. The same type the routes answer with, so a typo is a type error.
 */
export type RefusalCode = FailureCode | "offline" | "unknown";

/** What every JSON route answers on refusal (src/server/http/json.ts `failure`). */
export interface Refused {
  ok: false;
  status: number;
  /** What to branch on. Our routes' key; another server's answer (better-auth's) is read from `body`. */
  code: RefusalCode;
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
    code: typeof data?.code === "string" ? (data.code as RefusalCode) : "unknown",
    error: typeof data?.error === "string" ? data.error : "Something went wrong. Please try again.",
    fieldErrors: (data?.fieldErrors as Record<string, string[]> | undefined) ?? undefined,
    body: data,
  };
}
