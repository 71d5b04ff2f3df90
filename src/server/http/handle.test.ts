import { describe, expect, it } from "vitest";
import { isTransient, refuse } from "./handle";
import { REFUSALS, type Refusal, type RefusalEntry } from "./refusals";

describe("refuse", () => {
  it.each(Object.keys(REFUSALS) as Refusal[])("%s answers its status with its message as JSON", async (reason) => {
    const res = refuse(reason);
    expect(res.status).toBe(REFUSALS[reason].status);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    const { message, field }: RefusalEntry = REFUSALS[reason];
    expect(await res.json()).toEqual({
      ok: false,
      code: reason,
      error: message,
      ...(field ? { fieldErrors: { [field]: [message] } } : {}),
    });
  });

  it("names the form part to fix when the address is the problem", async () => {
    expect(await refuse("outside-area").json()).toMatchObject({
      fieldErrors: { address: [REFUSALS["outside-area"].message] },
    });
  });
});

describe("isTransient", () => {
  it("sees an unreachable or overloaded database through wrapping errors", () => {
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    expect(isTransient(refused)).toBe(true);
    expect(isTransient(new Error("Failed query: select 1", { cause: refused }))).toBe(true);
    expect(isTransient(Object.assign(new Error("too many clients"), { code: "53300" }))).toBe(true);
    expect(isTransient(Object.assign(new Error("deadlock detected"), { code: "40P01" }))).toBe(true);
    expect(isTransient(new Error("Connection terminated unexpectedly"))).toBe(true);
  });

  it("treats faults in the code and data as not worth retrying", () => {
    expect(isTransient(new TypeError("x is undefined"))).toBe(false);
    expect(isTransient(Object.assign(new Error("duplicate key"), { code: "23505" }))).toBe(false);
    expect(isTransient(null)).toBe(false);
  });
});
