// PostgreSQL cannot store a NUL byte in text, and no person types the other C0 control characters
// into a form (tab, line feed and carriage return aside). A body that carries one is refused as
// bad input with a message, before any use case or query sees it.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/;

export const CONTROL_CHARACTER_MESSAGE = "Text may not contain control characters. Please remove them and try again.";

/** The path of the first string (or object key) in a parsed JSON value that holds a forbidden character. */
export function findControlCharacter(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === "string") return FORBIDDEN.test(value) ? path : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findControlCharacter(value[i], [...path, String(i)]);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === "object") {
    for (const [key, child] of Object.entries(value)) {
      if (FORBIDDEN.test(key)) return [...path, key];
      const found = findControlCharacter(child, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}
