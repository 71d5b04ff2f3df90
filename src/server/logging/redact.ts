// Logs are read by whoever runs the server and are often shipped elsewhere; a customer's name,
// phone, email or address must never reach them. Failed queries are the usual leak: Drizzle puts
// every bound parameter in the error message, and PostgreSQL repeats values in `detail`
// ("Key (email)=(ann@example.com) already exists").

/** Keys whose values are personal data wherever they appear in a log line. */
export const PERSONAL_KEYS = [
  "to",
  "email",
  "phone",
  "fullName",
  "name",
  "address",
  "defaultAddress",
  "notes",
  "params",
  "detail",
] as const;

const PARAMS_LINE = /\nparams: [\s\S]*$/;
const DETAIL_VALUES = /=\(.*\)/g;

export interface RedactedError {
  type: string;
  message: string;
  stack?: string;
  code?: string;
  cause?: RedactedError;
}

function scrub(text: string): string {
  return text.replace(PARAMS_LINE, "\nparams: [redacted]").replace(DETAIL_VALUES, "=([redacted])");
}

/** An error as it may be logged: type, message and stack without bound values, the cause likewise. */
export function redactError(error: unknown, depth = 0): RedactedError {
  if (!(error instanceof Error)) return { type: typeof error, message: "[non-error value redacted]" };
  const code = (error as { code?: unknown }).code;
  const cause = (error as { cause?: unknown }).cause;
  return {
    type: error.name,
    message: scrub(error.message),
    ...(error.stack ? { stack: scrub(error.stack) } : {}),
    ...(typeof code === "string" ? { code } : {}),
    ...(cause !== undefined && depth < 3 ? { cause: redactError(cause, depth + 1) } : {}),
  };
}

/** A copy of an Error that prints without personal data (for console.error, which Next uses). */
export function redactedCopy(error: Error): Error {
  const r = redactError(error);
  const copy = new Error(r.message);
  copy.name = r.type;
  copy.stack = r.stack;
  if ((error as { digest?: unknown }).digest !== undefined) {
    (copy as Error & { digest?: unknown }).digest = (error as { digest?: unknown }).digest;
  }
  return copy;
}
