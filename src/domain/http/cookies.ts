/**
 * One cookie's value from a Cookie header or `document.cookie` (URL-decoded), or undefined when
 * it is absent or not decodable. The one reader for the server (a request's headers) and the
 * browser (the signed-in hint, the offer's end date).
 */
export function cookieValue(cookieHeader: string | null | undefined, name: string): string | undefined {
  for (const part of (cookieHeader ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}
