import { redactedCopy } from "./redact";

/**
 * Next.js prints errors thrown while rendering with console.error; a failed query's error message
 * carries its bound values (a customer's name, phone, email). Route every Error through the same
 * redaction as our own logger.
 */
export function redactConsoleErrors(target: Pick<Console, "error" | "warn"> = console): void {
  for (const method of ["error", "warn"] as const) {
    const original = target[method].bind(target);
    target[method] = (...args: unknown[]) => original(...args.map((a) => (a instanceof Error ? redactedCopy(a) : a)));
  }
}
