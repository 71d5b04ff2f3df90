import { describe, expect, it } from "vitest";
import type { Db } from "./client";
import { readMemo } from "./read-memo";

const at = (ms: number) => new Date(Date.UTC(2031, 0, 1) + ms);

describe("readMemo", () => {
  it("answers from memory within its time, per database and key, and reads again after it", async () => {
    const memo = readMemo<string>(30_000);
    const one = {} as Db;
    const two = {} as Db;
    let reads = 0;
    const read = (value: string) => async () => {
      reads++;
      return value;
    };
    expect(await memo.get(one, "a", at(0), read("one a"))).toBe("one a");
    expect(await memo.get(one, "a", at(29_999), read("x"))).toBe("one a");
    // Another database (a test file's own, say) never sees the first one's answer.
    expect(await memo.get(two, "a", at(1), read("two a"))).toBe("two a");
    expect(await memo.get(one, "b", at(1), read("one b"))).toBe("one b");
    expect(reads).toBe(3);
    expect(await memo.get(one, "a", at(30_000), read("one a later"))).toBe("one a later");
    // A clock moved back reads again rather than trusting a time it has not reached.
    expect(await memo.get(one, "a", at(10_000), read("one a moved back"))).toBe("one a moved back");
    expect(reads).toBe(5);
  });

  it("forgets everything at once after a change in this process", async () => {
    const memo = readMemo<number>(60_000);
    const db = {} as Db;
    await memo.get(db, "", at(0), async () => 1);
    memo.forget();
    expect(await memo.get(db, "", at(1), async () => 2)).toBe(2);
  });
});
