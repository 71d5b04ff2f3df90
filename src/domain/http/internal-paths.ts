// The pages nobody may ask for by their own path. The proxy serves the home variants only as "/"
// and the post-not-found page only for unknown /blog/ posts (docs/decisions/0005); `/_not-found`
// and `/_global-error` are Next.js's own error pages, which answer 500 when asked for directly.
//
// Next.js's router percent-decodes a path before it looks for the route, so the proxy must
// decide on the decoded path too: `/%70ost-not-found` once passed a check on the raw path, then
// reached the internal route and was handled six times over (a 500).

/** The home page of each variant combination (`/home-variant/{hero}.{pricing}.{layout}`). */
export const VARIANT_ROUTE = "/home-variant";
/** What an unknown /blog/ post is rewritten to. */
export const POST_NOT_FOUND_ROUTE = "/post-not-found";

const INTERNAL_PREFIXES = [VARIANT_ROUTE, POST_NOT_FOUND_ROUTE, "/_not-found", "/_global-error"];

/**
 * More rounds of decoding than an honest link ever needs. A path still encoded after them is
 * taken as internal: nothing on this site is spelled that way, and each round costs the whole path.
 */
const MAX_ROUNDS = 4;

const utf8 = new TextDecoder();

/**
 * One round of percent-decoding that never throws: each run of escapes is decoded as UTF-8, bytes
 * that are not UTF-8 become U+FFFD, and a `%` without two hex digits stays as it is.
 */
function decodeOnce(path: string): string {
  return path.replace(/(?:%[0-9a-fA-F]{2})+/g, (run) =>
    utf8.decode(Uint8Array.from(run.slice(1).split("%"), (byte) => Number.parseInt(byte, 16))),
  );
}

/**
 * The path as a router that decodes any number of times would see it, or null when it is still
 * encoded after MAX_ROUNDS. Backslashes count as slashes, repeated and trailing slashes are
 * dropped, dot segments resolved and letters lower-cased: every reading that could name a route.
 */
export function decodedPath(pathname: string): string | null {
  let current = pathname;
  for (let round = 0; ; round++) {
    const next = decodeOnce(current);
    if (next === current) break;
    if (round === MAX_ROUNDS) return null;
    current = next;
  }
  const segments: string[] = [];
  for (const segment of current.replaceAll("\\", "/").split("/")) {
    if (segment === "" || segment === ".") continue;
    if (segment === "..") segments.pop();
    else segments.push(segment);
  }
  return `/${segments.join("/")}`.toLowerCase();
}

/** True when any decoding of the path names an internal page (or it is encoded past telling). */
export function isInternalPath(pathname: string): boolean {
  const path = decodedPath(pathname);
  if (path === null) return true;
  return INTERNAL_PREFIXES.some((prefix) => path.startsWith(prefix));
}

/**
 * True when the path has an escape that is not UTF-8 (`/%E0%A4%A`). Next.js's route matcher
 * throws on such a path wherever a dynamic segment could match it (a 500, even after a rewrite),
 * and no page of this site is spelled that way.
 */
export function isUndecodable(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}
