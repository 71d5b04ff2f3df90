// What goes out on the wire and when, with a connection that answers only when told to: BEGIN and
// the statements started together leave before any answer, andCommit sends COMMIT right behind
// its statement, statements sent together leave in one write, and a failure rolls back before the
// connection is lent again.
import { describe, expect, it, vi } from "vitest";
import type { Db } from "./client";
import { type PipelineClient, pipelinedTransaction, registerPipelinePool } from "./pipelined-transaction";

/** Lets every promise that can settle do so (no timer involved). */
const settle = () => new Promise((resolve) => setImmediate(resolve));

function fakeConnection({ failing = [] as string[], rollbackFails = false } = {}) {
  const sent: string[] = [];
  // What reaches the socket: statements sent while it is corked leave together, as one write.
  const writes: string[][] = [];
  let corked = 0;
  let held: string[] = [];
  const waiting: (() => void)[] = [];
  const released: (Error | boolean | undefined)[] = [];
  const client: PipelineClient = {
    query(text: string) {
      sent.push(text);
      if (corked) held.push(text);
      else writes.push([text]);
      return new Promise((resolve, reject) => {
        waiting.push(() => {
          if (failing.includes(text) || (rollbackFails && text === "rollback")) reject(new Error(`${text} failed`));
          else resolve({ text });
        });
      });
    },
    release: (error) => released.push(error),
    connection: {
      stream: {
        cork: () => void corked++,
        uncork: () => {
          corked--;
          if (corked === 0 && held.length) {
            writes.push(held);
            held = [];
          }
        },
      },
    },
  };
  // A statement as drizzle makes them: it goes out when then() is called.
  const statement = (text: string): PromiseLike<unknown> => ({
    // biome-ignore lint/suspicious/noThenProperty: a thenable like drizzle's queries
    then: (resolve, reject) => client.query(text).then(resolve, reject),
  });
  const db = { transaction: () => Promise.reject(new Error("not the embedded database")) } as unknown as Db;
  registerPipelinePool(db, { connect: async () => client }, () => db);
  /** Answers everything sent so far, in order, and lets the answers be read. */
  const answerAll = async () => {
    while (waiting.length) waiting.shift()?.();
    await settle();
  };
  /** Answers round after round until `done` settles. */
  const answerUntil = async (done: Promise<unknown>) => {
    let settled = false;
    done.then(
      () => (settled = true),
      () => (settled = true),
    );
    for (let round = 0; round < 10 && !settled; round++) await answerAll();
  };
  return { db, sent, writes, released, statement, answerAll, answerUntil };
}

describe("pipelinedTransaction on PostgreSQL", () => {
  it("sends BEGIN and the statements started together before any answer, and the last one with COMMIT", async () => {
    const c = fakeConnection();
    const done = pipelinedTransaction(c.db, async (_tx, { send, andCommit }) => {
      await Promise.all([send(c.statement("lock")), send(c.statement("read"))]);
      return andCommit(c.statement("write"));
    });
    await settle();
    expect(c.sent).toEqual(["begin", "lock", "read"]);
    await c.answerAll();
    expect(c.sent).toEqual(["begin", "lock", "read", "write", "commit"]);
    await c.answerUntil(done);
    await expect(done).resolves.toEqual({ text: "write" });
    expect(c.sent).toHaveLength(5);
    expect(c.writes).toEqual([
      ["begin", "lock", "read"],
      ["write", "commit"],
    ]);
    expect(c.released).toEqual([false]);
  });

  it("commits after the function when no statement was sent with andCommit", async () => {
    const c = fakeConnection();
    const done = pipelinedTransaction(c.db, async (_tx, { send }) => send(c.statement("write")));
    await c.answerUntil(done);
    await expect(done).resolves.toEqual({ text: "write" });
    expect(c.sent).toEqual(["begin", "write", "commit"]);
  });

  it("rolls back when a statement fails, and lends the connection again", async () => {
    const c = fakeConnection({ failing: ["read"] });
    const done = pipelinedTransaction(c.db, async (_tx, { send }) => {
      await Promise.all([send(c.statement("lock")), send(c.statement("read"))]);
    });
    await c.answerUntil(done);
    await expect(done).rejects.toThrow("read failed");
    expect(c.sent).toEqual(["begin", "lock", "read", "rollback"]);
    expect(c.released).toEqual([false]);
  });

  it("does not lend again a connection that cannot roll back", async () => {
    const c = fakeConnection({ failing: ["write"], rollbackFails: true });
    const done = pipelinedTransaction(c.db, async (_tx, { andCommit }) => andCommit(c.statement("write")));
    await c.answerUntil(done);
    await expect(done).rejects.toThrow("write failed");
    expect(c.sent).toEqual(["begin", "write", "commit", "rollback"]);
    expect(c.released).toEqual([true]);
  });

  it("finds the pool registered by another copy of this module (Next bundles it into several chunks)", async () => {
    const c = fakeConnection();
    vi.resetModules();
    const copy = await import("./pipelined-transaction");
    const done = copy.pipelinedTransaction(c.db, async (_tx, { andCommit }) => andCommit(c.statement("write")));
    await c.answerUntil(done);
    await expect(done).resolves.toEqual({ text: "write" });
    expect(c.writes).toEqual([["begin", "write", "commit"]]);
  });
});
