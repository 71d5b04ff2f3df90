import "server-only";
import type { z } from "zod";
import { CONTROL_CHARACTER_MESSAGE, findControlCharacter } from "@/domain/validation/control-characters";

import type { Refusal } from "./refusals";

/**
 * What a client may branch on: a refusal's key from REFUSALS, or one of the ways a request itself
 * is wrong or the server failed. The sentence in `error` is for the person; `code` is for code.
 */
export type FailureCode =
  | Refusal
  | "too-large"
  | "unreadable-body"
  | "not-json"
  | "control-character"
  | "invalid-input"
  | "cross-origin"
  | "wrong-content-type"
  | "not-found"
  | "server-error"
  | "unavailable";

export type Failure = { ok: false; code: FailureCode; error: string; fieldErrors?: Record<string, string[]> };

/** Every request limit of these routes counts per minute: a client told to slow down may retry then. */
export const RETRY_AFTER_SECONDS = 60;

export function failure(
  status: number,
  code: FailureCode,
  error: string,
  fieldErrors?: Record<string, string[]>,
): Response {
  const body: Failure = { ok: false, code, error, ...(fieldErrors ? { fieldErrors } : {}) };
  return Response.json(body, {
    status,
    headers: status === 429 ? { "Retry-After": String(RETRY_AFTER_SECONDS) } : undefined,
  });
}

/**
 * Reads and validates a JSON body. Every way a body can be wrong (too large, not JSON, wrong
 * shape) becomes a 4xx with a message, never an exception.
 */
export async function parseJsonBody<S extends z.ZodType>(
  request: Request,
  schema: S,
  maxBytes = 16_384,
): Promise<{ ok: true; data: z.infer<S> } | { ok: false; response: Response }> {
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > maxBytes) return { ok: false, response: failure(413, "too-large", "The request is too large.") };
  const read = await readCapped(request, maxBytes);
  if (read === "too-large") return { ok: false, response: failure(413, "too-large", "The request is too large.") };
  if (read === "unreadable")
    return { ok: false, response: failure(400, "unreadable-body", "The request body could not be read.") };
  const text = read;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, response: failure(400, "not-json", "The request body must be JSON.") };
  }
  const controlAt = findControlCharacter(json);
  if (controlAt) {
    return {
      ok: false,
      response: failure(400, "control-character", CONTROL_CHARACTER_MESSAGE, {
        [controlAt.join(".") || "_"]: [CONTROL_CHARACTER_MESSAGE],
      }),
    };
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const fieldErrors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) {
      const key = issue.path.join(".") || "_";
      fieldErrors[key] = [...(fieldErrors[key] ?? []), issue.message];
    }
    const first = parsed.error.issues[0]?.message ?? "The request is not valid.";
    return { ok: false, response: failure(400, "invalid-input", first, fieldErrors) };
  }
  return { ok: true, data: parsed.data };
}

/**
 * The body as text, read no further than `maxBytes`: a body sent without a Content-Length (chunked)
 * is cut off at the limit instead of being buffered whole.
 */
export async function readCapped(request: Request, maxBytes: number): Promise<string | "too-large" | "unreadable"> {
  const read = await readBytesCapped(request, maxBytes);
  return typeof read === "string" ? read : read.toString("utf8");
}

/**
 * The body's bytes, read no further than `maxBytes`: a declared Content-Length over it is refused
 * before a byte is read, and a body that lied or sent none is cut off at the limit, so a client
 * never makes the server hold more than `maxBytes`. A connection dropped mid-body is "unreadable".
 */
export async function readBytesCapped(
  request: Request,
  maxBytes: number,
): Promise<Buffer | "too-large" | "unreadable"> {
  if (Number(request.headers.get("content-length") ?? 0) > maxBytes) {
    await request.body?.cancel().catch(() => {});
    return "too-large";
  }
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel().catch(() => {});
        return "too-large";
      }
      chunks.push(value);
    }
  } catch {
    return "unreadable";
  }
  return Buffer.concat(chunks);
}
