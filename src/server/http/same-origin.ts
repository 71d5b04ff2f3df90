// Cross-site request forgery: the browser attaches the session cookie to a request that another
// page makes, and SameSite=Lax stops only other sites, not another port of the same host. A write
// is accepted only when it says where it comes from and that is us, and only as JSON (a
// cross-origin page cannot send application/json without a CORS preflight, which we never grant).

export type WriteRefusal = { status: 403 | 415; error: string };

const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export const CROSS_ORIGIN_MESSAGE =
  "This request did not come from our website. Please reload the page and try again from there.";
export const NOT_JSON_MESSAGE = "The request must be sent as JSON (Content-Type: application/json).";
export const NOT_FORM_MESSAGE = "The webhook must be sent as a form (application/x-www-form-urlencoded).";
export const NOT_IMAGE_MESSAGE =
  "The photo must be sent as a picture (Content-Type: image/jpeg, image/png or image/webp).";

/**
 * What a route takes as its body. A photo upload sends the picture's bytes as they are: like JSON,
 * an `image/*` type is not one a cross-origin page can send without a preflight, so it is as safe.
 */
/** "signed" and "signed-form": a provider's webhook (Stripe's JSON, Twilio's form), proven by its signature. */
export type WriteBody = "json" | "image" | "signed" | "signed-form";

const jsonType = (headers: Headers) =>
  (headers.get("content-type") ?? "").split(";")[0]?.trim().toLowerCase() === "application/json";

function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * Null when a state-changing request may proceed: it names an allowed Origin (or, when a browser
 * sent none, Sec-Fetch-Site says same-origin) and declares a JSON body. Safe methods always pass.
 */
export function refuseCrossOriginWrite(
  method: string,
  headers: Headers,
  allowedOrigins: readonly string[],
  body: WriteBody = "json",
): WriteRefusal | null {
  if (!WRITE_METHODS.has(method.toUpperCase())) return null;
  // A provider's webhook (Twilio's inbound texts) comes from no page of ours and posts a form; the
  // route proves it by the provider's signature instead, before reading anything else.
  if (body === "signed-form") {
    const type = (headers.get("content-type") ?? "").split(";")[0]?.trim().toLowerCase();
    return type === "application/x-www-form-urlencoded" ? null : { status: 415, error: NOT_FORM_MESSAGE };
  }
  // A webhook comes from another site by design and carries no cookie; what it may do rests on
  // the signature of its body, which the route checks before reading it (decision 0021).
  if (body === "signed") return jsonType(headers) ? null : { status: 415, error: NOT_JSON_MESSAGE };
  const origin = headers.get("origin");
  const allowed = new Set(allowedOrigins.map(originOf).filter((o): o is string => o !== null));
  const fromUs = origin
    ? origin !== "null" && allowed.has(originOf(origin) ?? "")
    : headers.get("sec-fetch-site") === "same-origin";
  if (!fromUs) return { status: 403, error: CROSS_ORIGIN_MESSAGE };
  const type = (headers.get("content-type") ?? "").split(";")[0]?.trim().toLowerCase();
  if (body === "image") return type?.startsWith("image/") ? null : { status: 415, error: NOT_IMAGE_MESSAGE };
  if (type !== "application/json") return { status: 415, error: NOT_JSON_MESSAGE };
  return null;
}
