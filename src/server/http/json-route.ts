import "server-only";
import { z } from "@/domain/validation/zod";
import { adminOrNull } from "@/server/admin/require-admin";
import { getSessionUser, type SessionUser } from "@/server/session";
import { technicianOrNull } from "@/server/technician/require-technician";
import { handle, refuse } from "./handle";
import { parseJsonBody } from "./json";
import { clientKey, type RateLimiter } from "./rate-limit";
import type { Refusal } from "./refusals";

/** Who may call a route: anyone, a signed-in customer (or owner), the owner only, or a technician only. */
export type Caller = "anyone" | "customer" | "admin" | "technician";

export interface JsonRouteSpec<S extends z.ZodType, C extends Caller> {
  /** Requests per client address and the refusal past them, checked before anything else is read. */
  limit?: [RateLimiter, Refusal];
  /** Who may call it (anyone when left out). */
  caller?: C;
  /** The refusal a signed-out caller of a customer route gets (default "sign-in-required"). */
  signIn?: Refusal;
  body: S;
  /** The body's size limit in bytes (parseJsonBody's default otherwise). */
  maxBytes?: number;
  /** Routes under [id]: the refusal for an id that is not a UUID (it cannot name a row). */
  id?: Refusal;
}

export type JsonRouteInput<S extends z.ZodType, C extends Caller> = {
  request: Request;
  body: z.infer<S>;
  /** The [id] segment, a UUID ("" on routes without one). */
  id: string;
} & (C extends "anyone" ? { user?: never } : { user: SessionUser });

type IdContext = { params?: Promise<{ id?: string }> };

const UUID = z.uuid();

/** A use case's refusal, answered from the one table. */
export type Refused = { ok: false; reason: Refusal };

/** A success answer: `{ ok: true, ...body }`. */
export const ok = (body: object = {}, init?: ResponseInit): Response => Response.json({ ok: true, ...body }, init);

/**
 * Every JSON write route's preamble, in one place and one order: the rate limit; the owner's or
 * technician's check (before the body is read, so nobody else learns what such a route accepts); the body (zod,
 * with its size limit); the customer's session; the [id] segment. What fails answers from the one
 * refusal table; the route's own function only calls its use case and answers: a Response, or the
 * use case's refusal as it came (`{ ok: false, reason }`), answered from the table. Wrapped in
 * handle(): cross-origin writes refused, nothing thrown escapes as HTML.
 */
export function jsonRoute<S extends z.ZodType, C extends Caller = "anyone">(
  spec: JsonRouteSpec<S, C>,
  /** What the visitor reads when the route fails unexpectedly (see handle()). */
  failure: string,
  fn: (input: JsonRouteInput<S, C>) => Promise<Response | Refused>,
): (request: Request, context?: IdContext) => Promise<Response> {
  return handle<IdContext | undefined>({ failure }, async (request, context) => {
    if (spec.limit && !spec.limit[0].take(clientKey(request))) return refuse(spec.limit[1]);
    let user: SessionUser | null = null;
    if (spec.caller === "admin") {
      user = await adminOrNull();
      if (!user) return refuse("admin-only");
    }
    if (spec.caller === "technician") {
      user = await technicianOrNull();
      if (!user) return refuse("crew-only");
    }
    const body = await parseJsonBody(request, spec.body, spec.maxBytes);
    if (!body.ok) return body.response;
    if (spec.caller === "customer") {
      user = await getSessionUser();
      if (!user) return refuse(spec.signIn ?? "sign-in-required");
    }
    let id = "";
    if (spec.id) {
      id = (await context?.params)?.id ?? "";
      if (!UUID.safeParse(id).success) return refuse(spec.id);
    }
    // The spec's caller decided above that `user` is set (customer, admin) or not asked for (anyone).
    const answer = await fn({ request, body: body.data, id, user: user ?? undefined } as unknown as JsonRouteInput<
      S,
      C
    >);
    return answer instanceof Response ? answer : refuse(answer.reason);
  });
}
