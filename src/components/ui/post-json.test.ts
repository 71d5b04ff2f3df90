import { afterEach, describe, expect, it, vi } from "vitest";
import { postJson } from "./post-json";

afterEach(() => vi.unstubAllGlobals());

describe("postJson", () => {
  it("returns the route's typed answer on success", async () => {
    vi.stubGlobal("fetch", async () => Response.json({ id: "b1" }, { status: 201 }));
    const r = await postJson<{ id: string }>("/api/x", { a: 1 });
    expect(r).toEqual({ ok: true, status: 201, id: "b1" });
  });

  it("turns a refusal into the route's sentence and fields", async () => {
    vi.stubGlobal("fetch", async () =>
      Response.json({ ok: false, error: "Bad phone", fieldErrors: { phone: ["Bad phone"] } }, { status: 400 }),
    );
    const r = await postJson("/api/x", {});
    expect(r).toMatchObject({ ok: false, status: 400, error: "Bad phone", fieldErrors: { phone: ["Bad phone"] } });
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
