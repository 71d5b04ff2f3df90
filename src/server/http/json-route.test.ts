import { beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "@/domain/validation/zod";

const who = vi.hoisted(() => ({ user: null as null | { id: string; role: string } }));
vi.mock("@/server/session", () => ({ getSessionUser: async () => who.user }));
vi.mock("@/server/admin/require-admin", () => ({
  adminOrNull: async () => (who.user?.role === "admin" ? who.user : null),
}));

const { jsonRoute } = await import("./json-route");
const { createRateLimiter } = await import("./rate-limit");
const { REFUSALS } = await import("./refusals");

const ID = "6f1c3c1e-7d5a-4f2b-9a51-3d2f0c9b8a11";
const body = z.object({ note: z.string().max(5, "Five letters at most.") });
const post = (json: unknown) =>
  new Request("http://localhost:3000/api/x", {
    method: "POST",
    headers: { "content-type": "application/json", origin: "http://localhost:3000" },
    body: JSON.stringify(json),
  });
const withId = (id: string) => ({ params: Promise.resolve({ id }) });
const echo = vi.fn(async (input: { id: string; body: unknown; user?: unknown }) =>
  Response.json({ id: input.id, body: input.body, user: input.user ?? null }),
);

beforeEach(() => {
  who.user = null;
  echo.mockClear();
});

describe("jsonRoute", () => {
  const ownerRoute = jsonRoute({ caller: "admin", body, id: "booking-not-found" }, "No.", echo);
  const customerRoute = jsonRoute(
    { caller: "customer", signIn: "sign-in-to-book", body, id: "series-not-found" },
    "No.",
    echo,
  );

  it("answers an owner route's 404 before reading the body, so others learn nothing of what it takes", async () => {
    who.user = { id: "c1", role: "customer" };
    const res = await ownerRoute(post({ note: "far too long" }), withId(ID));
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: "Not found." });
    expect(echo).not.toHaveBeenCalled();
  });

  it("reads a customer route's body first, then asks for the session with the route's own refusal", async () => {
    expect((await customerRoute(post({ note: "far too long" }), withId(ID))).status).toBe(400);
    const signedOut = await customerRoute(post({ note: "ok" }), withId(ID));
    expect(signedOut.status).toBe(401);
    expect(await signedOut.json()).toMatchObject({ error: "Please sign in to book." });
    expect(echo).not.toHaveBeenCalled();
  });

  it("answers a crew route's 404 to anyone but a technician, the owner too, before reading the body", async () => {
    const crewRoute = jsonRoute({ caller: "technician", body, id: "visit-not-found" }, "No.", echo);
    for (const user of [null, { id: "c1", role: "customer" }, { id: "a1", role: "admin" }]) {
      who.user = user;
      const res = await crewRoute(post({ note: "far too long" }), withId(ID));
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ error: "Not found." });
    }
    expect(echo).not.toHaveBeenCalled();
    who.user = { id: "t1", role: "technician" };
    expect((await crewRoute(post({ note: "far too long" }), withId(ID))).status).toBe(400);
    expect(await (await crewRoute(post({ note: "ok" }), withId(ID))).json()).toMatchObject({ user: { id: "t1" } });
  });

  it("refuses an [id] that is not a UUID with the route's not-found reason", async () => {
    who.user = { id: "a1", role: "admin" };
    const res = await ownerRoute(post({ note: "ok" }), withId("../etc"));
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: "That booking was not found." });
    expect(echo).not.toHaveBeenCalled();
  });

  it("hands the use case the parsed body, the id and the caller", async () => {
    who.user = { id: "a1", role: "admin" };
    const res = await ownerRoute(post({ note: "ok", extra: 1 }), withId(ID));
    expect(await res.json()).toEqual({ id: ID, body: { note: "ok" }, user: { id: "a1", role: "admin" } });
  });

  it("answers a use case's refusal from the one table, and a thrown fault as the route's failure", async () => {
    who.user = { id: "a1", role: "admin" };
    const refusing = jsonRoute(
      { caller: "admin", body },
      "No.",
      async () => ({ ok: false, reason: "slot-full" }) as const,
    );
    const refused = await refusing(post({ note: "ok" }));
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ ok: false, code: "slot-full", error: REFUSALS["slot-full"].message });
    const failing = jsonRoute({ body }, "The thing could not be done.", async () => {
      throw new TypeError("x is undefined");
    });
    const failed = await failing(post({ note: "ok" }));
    expect(failed.status).toBe(500);
    expect(await failed.json()).toEqual({ ok: false, code: "server-error", error: "The thing could not be done." });
  });

  it("counts the rate limit before anything else is read", async () => {
    const limited = jsonRoute({ limit: [createRateLimiter(1, 60_000), "too-many-requests"], body }, "No.", echo);
    expect((await limited(post({ note: "ok" }))).status).toBe(200);
    const second = await limited(post("not even an object"));
    expect(second.status).toBe(429);
    expect(second.headers.get("retry-after")).toBe("60");
  });
});
