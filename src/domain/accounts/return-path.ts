// Where the browser may be sent back to after signing in. One check, used by the sign-in page on
// the server (its redirect for a signed-in visitor) and in the browser (after signing in), so the
// two can never disagree. Anything doubtful answers the fallback: the customer dashboard.

export const DEFAULT_RETURN_PATH = "/customer-dashboard";

/** Longer than any path of this site with its query; a longer one is not ours. */
const MAX_LENGTH = 2000;

// Printable ASCII without space, quote, angle brackets, backtick, braces, pipe or backslash: what a
// path and query of this site are made of (anything else arrives percent-encoded). Browsers drop
// tab, CR and LF from URLs and treat a backslash as a slash, which is how `/%09/evil.example`
// and `/\evil.example` become `//evil.example`.
const SAFE_CHARACTERS = /^[A-Za-z0-9\-._~!$&'()*+,;=:@/?#%[\]]+$/;

/** Percent-decodes until nothing changes (at most a few rounds); null when the encoding is broken. */
function fullyDecoded(value: string): string | null {
  let current = value;
  for (let round = 0; round < 4; round++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return null;
}

/** A path that stays a path however often it is decoded, or false. */
function plainPath(value: string): boolean {
  if (value.length === 0 || value.length > MAX_LENGTH) return false;
  if (!SAFE_CHARACTERS.test(value)) return false;
  if (!value.startsWith("/") || value.startsWith("//")) return false;
  // The path part, decoded as far as it goes, must not hide a second slash, a backslash, a
  // control character, a scheme or a non-ASCII character either (`/%2F/evil`, `/%5Cevil`,
  // `/%09/evil`, `/%E3%80%82evil`).
  const decoded = fullyDecoded(value.split(/[?#]/, 1)[0] ?? "");
  if (decoded === null) return false;
  if (decoded.startsWith("//") || decoded.includes("\\")) return false;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are the point
  if (/[\u0000-\u001f\u007f-\uffff]/.test(decoded)) return false;
  return !/^\/*[a-z][a-z0-9+.-]*:/i.test(decoded);
}

/** A path on this site, or null. */
function sameSitePath(raw: string): string | null {
  if (!plainPath(raw)) return null;
  // What a browser makes of it: still this origin, and what `/.//evil` or `/./%2F/evil`
  // normalizes to passes the same checks.
  const base = "http://return-path.invalid";
  let resolved: URL;
  try {
    resolved = new URL(raw, base);
  } catch {
    return null;
  }
  const path = resolved.pathname + resolved.search + resolved.hash;
  return resolved.origin === base && plainPath(path) ? path : null;
}

/** The page to return to after sign-in: a same-site path, or the fallback when in any doubt. */
export function safeReturnPath(raw: unknown, fallback: string = DEFAULT_RETURN_PATH): string {
  if (typeof raw !== "string") return fallback;
  return sameSitePath(raw) ?? fallback;
}

/** The sign-in page that returns to `path` (its query included) afterwards. */
export function signInPathFor(path: string): string {
  return `/customer-login?next=${encodeURIComponent(safeReturnPath(path))}`;
}

/**
 * Where signing in lands: the page asked for, or, when none was (the default), the home of the
 * person's role: the owner's console, the crew's phone, the customer's dashboard.
 */
export function landingAfterSignIn(next: string, role: string | undefined): string {
  const path = safeReturnPath(next);
  if (path !== DEFAULT_RETURN_PATH) return path;
  if (role === "admin") return "/admin";
  if (role === "technician") return "/crew";
  return path;
}
