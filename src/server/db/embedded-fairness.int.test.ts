// The embedded database serves requests in turn: while a queue of transactions is worked through,
// Node still gets to read its sockets between them (a new visitor's first request is one such
// read). Told without a clock: an immediate queued while 20 transactions wait runs after the first
// of them, not after the last.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type Handle, openEmbeddedDatabase } from "./client";
import { prepareDatabase } from "./prepare";

let root = "";
let handle: Handle;
beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "fairness-"));
  handle = await openEmbeddedDatabase(path.join(root, "pglite"));
  await prepareDatabase(handle);
});
afterAll(async () => {
  await handle.close();
  fs.rmSync(root, { recursive: true, force: true });
});

it("lets the event loop turn between queued transactions", async () => {
  const done: number[] = [];
  const transactions = Array.from({ length: 20 }, (_, i) =>
    handle.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${i})`);
      await tx.execute(sql`select count(*) from pricing_leads`);
      done.push(i);
    }),
  );
  let doneWhenSocketsRead = -1;
  setImmediate(() => {
    doneWhenSocketsRead = done.length;
  });
  await Promise.all(transactions);
  expect(done).toHaveLength(20);
  expect(doneWhenSocketsRead).toBeGreaterThanOrEqual(0);
  expect(doneWhenSocketsRead).toBeLessThanOrEqual(1);
});
