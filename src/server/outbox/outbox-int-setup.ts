// The shared world of the outbox integration tests: a database per test file, emptied of messages
// before each test, a fixed clock, and transports that record or refuse what they are handed.
import { eq } from "drizzle-orm";
import { outboxMessages } from "@/server/db/schema";
import type { Deliverable } from "@/server/mail/transport";
import { type TestDb, testDbPerFile } from "../../../tests/support/test-db";
import type { Send } from "./deliver-batch";

export let t: TestDb;

export const NOW = new Date("2026-11-20T18:00:00Z");
export const at = (ms: number) => new Date(NOW.getTime() + ms);
export const MIN = 60_000;

export const message = (n: number) => ({ to: `person${n}@example.com`, subject: `Message ${n}`, text: `Body ${n}` });
export const rows = () => t.db.select().from(outboxMessages);
export const row = async (id: string) => (await t.db.select().from(outboxMessages).where(eq(outboxMessages.id, id)))[0];

/** A transport that records what it was handed. */
export function recorder() {
  const sent: Deliverable[] = [];
  const send: Send = async (m) => {
    sent.push(m);
  };
  return { sent, send };
}

export const failing: Send = async () => {
  throw Object.assign(new Error("550 5.1.1 <person1@example.com>: Recipient address rejected"), {
    code: "EENVELOPE",
  });
};

/** Opens the database before the file's tests and closes it after; each test starts with no messages. */
export function setUpOutbox() {
  t = testDbPerFile([outboxMessages]);
}
