import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { newsletterSubscribers, outboxMessages } from "@/server/db/schema";
import { createTestDb, type TestDb } from "../../../tests/support/test-db";

vi.mock("@/server/env", () => ({
  env: {
    BETTER_AUTH_SECRET: "test-secret-test-secret-test-secret-1234",
    SITE_URL: "http://localhost:3000",
    DATA_DIR: ".data/test",
    MAIL_FROM: "t@example.com",
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
  },
}));

const { subscribe, setSubscriberStatus } = await import("./subscribe");
const { signLink, verifyLink } = await import("./signed-link");

let t: TestDb;
/** The emails queued so far, oldest first. */
const queued = () => t.db.select().from(outboxMessages).orderBy(asc(outboxMessages.createdAt));

beforeAll(async () => {
  t = await createTestDb();
});
afterAll(() => t.close());

it("double opt-in: pending, confirmed by a signed link, unsubscribed, never duplicated", async () => {
  const first = await subscribe(t.db, "reader@example.com", "blog");
  expect(first.status).toBe("pending");
  const [confirm] = await queued();
  expect(confirm).toMatchObject({ kind: "newsletter-confirm", to: "reader@example.com", status: "queued" });
  expect(confirm?.text).toContain(`/newsletter/confirm?id=${first.id}&sig=${signLink("confirm", first.id)}`);
  expect(verifyLink("confirm", first.id, signLink("confirm", first.id))).toBe(true);
  expect(verifyLink("confirm", first.id, signLink("unsubscribe", first.id))).toBe(false);

  await setSubscriberStatus(t.db, first.id, "confirmed");
  expect((await queued()).map((m) => m.kind).sort()).toEqual(["newsletter-confirm", "newsletter-welcome"]);
  await subscribe(t.db, "reader@example.com", "footer");
  expect(await queued()).toHaveLength(2); // already confirmed: nothing queued again
  await setSubscriberStatus(t.db, first.id, "unsubscribed");
  const rows = await t.db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, "reader@example.com"));
  expect(rows).toHaveLength(1);
  expect(rows[0]?.status).toBe("unsubscribed");
});

it("queues at most 3 confirmation emails per address a day, even for parallel requests", async () => {
  const { MAX_CONFIRM_EMAILS, CONFIRM_WINDOW_MS } = await import("./subscribe");
  const start = new Date("2026-11-02T10:00:00Z");
  const count = async () =>
    (await queued()).filter((m) => m.kind === "newsletter-confirm" && m.to === "flooded@example.com").length;
  await Promise.all(Array.from({ length: 8 }, () => subscribe(t.db, "flooded@example.com", "blog", start)));
  expect(await count()).toBe(MAX_CONFIRM_EMAILS);
  // Still the same day: nothing more.
  await subscribe(t.db, "flooded@example.com", "blog", new Date(start.getTime() + CONFIRM_WINDOW_MS - 1000));
  expect(await count()).toBe(MAX_CONFIRM_EMAILS);
  // A day later the address may ask again.
  await subscribe(t.db, "flooded@example.com", "blog", new Date(start.getTime() + CONFIRM_WINDOW_MS));
  expect(await count()).toBe(MAX_CONFIRM_EMAILS + 1);
});
