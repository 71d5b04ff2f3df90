import { afterEach, describe, expect, it, vi } from "vitest";
import { postJson, type Refused } from "./post-json";

afterEach(() => vi.unstubAllGlobals());

describe("postJson", () => {
  it("returns the route's typed answer on success", async () => {
    vi.stubGlobal("fetch", async () => Response.json({ id: "b1" }, { status: 201 }));
    const r = await postJson<{ id: string }>("/api/x", { a: 1 });
    expect(r).toEqual({ ok: true, status: 201, id: "b1" });
  });

  it("turns a refusal into the route's sentence and fields", async () => {
    vi.stubGlobal("fetch", async () =>
      Response.json(
        { ok: false, code: "invalid-input", error: "Bad phone", fieldErrors: { phone: ["Bad phone"] } },
        { status: 400 },
      ),
    );
    const r = await postJson("/api/x", {});
    expect(r).toMatchObject({
      ok: false,
      status: 400,
      code: "invalid-input",
      error: "Bad phone",
      fieldErrors: { phone: ["Bad phone"] },
    });
  });

  it("turns a network failure into a refusal, never a throw", async () => {
    vi.stubGlobal("fetch", async () => {
      throw new TypeError("Failed to fetch");
    });
    const r = await postJson("/api/x", {});
    expect(r).toMatchObject({ ok: false, status: 0 });
    expect(r.ok ? "" : r.error).toMatch(/could not reach/);
  });
});

describe("postJson, what callers beyond our own routes need", () => {
  it("keeps a refusal's body as sent (better-auth answers { code, message })", async () => {
    vi.stubGlobal("fetch", async () =>
      Response.json({ code: "INVALID_EMAIL_OR_PASSWORD", message: "Invalid email or password" }, { status: 401 }),
    );
    const r = await postJson("/api/auth/sign-in/email", {});
    expect(r).toMatchObject({
      ok: false,
      status: 401,
      error: "Something went wrong. Please try again.",
      body: { code: "INVALID_EMAIL_OR_PASSWORD", message: "Invalid email or password" },
    });
  });

  it("a refusal that is not JSON has a null body and the general sentence", async () => {
    vi.stubGlobal("fetch", async () => new Response("<html>too large</html>", { status: 413 }));
    const r = await postJson("/api/x", {});
    expect(r).toMatchObject({
      ok: false,
      status: 413,
      code: "unknown",
      body: null,
      error: "Something went wrong. Please try again.",
    });
  });

  it("sends JSON with the method and keepalive asked for", async () => {
    const seen: RequestInit[] = [];
    vi.stubGlobal("fetch", async (_url: string, init: RequestInit) => {
      seen.push(init);
      return Response.json({ ok: true });
    });
    await postJson("/api/events", { events: [] }, { keepalive: true });
    await postJson("/api/profile", { fullName: "A" }, { method: "PATCH" });
    expect(seen[0]).toMatchObject({ method: "POST", keepalive: true, body: '{"events":[]}' });
    expect(seen[0]?.headers).toEqual({ "content-type": "application/json" });
    expect(seen[1]).toMatchObject({ method: "PATCH", body: '{"fullName":"A"}' });
  });
});

describe("the refusal's code", () => {
  it("is the server's own type: a key no route answers does not compile", async () => {
    vi.stubGlobal("fetch", async () =>
      Response.json({ ok: false, code: "slot-full", error: "Taken." }, { status: 409 }),
    );
    const r = await postJson("/api/x", {});
    if (r.ok) throw new Error("expected a refusal");
    const refused: Refused = r;
    expect(refused.code === "slot-full").toBe(true);
    // @ts-expect-error a refusal key no route has (tsc fails if the code is a plain string again)
    expect(refused.code === "no-such-refusal").toBe(false);
  });
});
