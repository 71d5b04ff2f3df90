import { afterEach, describe, expect, it, vi } from "vitest";
import { authCall } from "./auth-call";

afterEach(() => vi.unstubAllGlobals());

describe("authCall", () => {
  it("answers a lost connection with a sentence, never a throw (the sign-in button comes back)", async () => {
    vi.stubGlobal("fetch", async () => {
      throw new TypeError("Failed to fetch");
    });
    await expect(authCall("sign-in/email", { email: "a@b.c", password: "x" })).resolves.toEqual({
      ok: false,
      status: 0,
      code: "offline",
      error: "We could not reach the server. Check your connection and try again.",
    });
  });

  it("turns better-auth's code into our sentence and keeps the code for the caller", async () => {
    vi.stubGlobal("fetch", async () =>
      Response.json({ code: "USER_ALREADY_EXISTS", message: "User already exists" }, { status: 422 }),
    );
    await expect(authCall("sign-up/email", {})).resolves.toMatchObject({
      ok: false,
      status: 422,
      authCode: "USER_ALREADY_EXISTS",
      error: "An account with this email already exists. Please sign in instead.",
    });
  });

  it("uses the server's own words for our checks and the status when there are none", async () => {
    vi.stubGlobal("fetch", async () =>
      Response.json({ code: "ACCOUNT_RATE_LIMITED", message: "Wait a minute, then try again." }, { status: 400 }),
    );
    await expect(authCall("sign-in/email", {})).resolves.toMatchObject({ error: "Wait a minute, then try again." });
    vi.stubGlobal("fetch", async () => new Response("", { status: 413 }));
    await expect(authCall("sign-in/email", {})).resolves.toMatchObject({
      status: 413,
      error: "That request is too large. Please shorten what you typed.",
    });
  });

  it("posts JSON to better-auth's route and answers ok", async () => {
    const calls: [string, RequestInit][] = [];
    vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
      calls.push([url, init]);
      return Response.json({ token: "t", user: { id: "u" } });
    });
    const r = await authCall("sign-in/email", { email: "a@b.c" });
    expect(r.ok).toBe(true);
    expect(calls[0]?.[0]).toBe("/api/auth/sign-in/email");
    expect(calls[0]?.[1]).toMatchObject({ method: "POST", body: '{"email":"a@b.c"}' });
  });
});
