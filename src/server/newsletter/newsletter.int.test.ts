import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { newsletterSubscribers } from "@/server/db/schema";
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
const sent: { to: string; text: string }[] = [];
vi.mock("@/server/mail/mailer", () => ({ sendMail: async (m: { to: string; text: string }) => void sent.push(m) }));

const { subscribe, setSubscriberStatus } = await import("./subscribe");
const { signLink, verifyLink } = await import("./signed-link");

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(() => t.close());

it("double opt-in: pending, confirmed by a signed link, unsubscribed, never duplicated", async () => {
  const first = await subscribe(t.db, "reader@example.com", "blog");
  expect(first.status).toBe("pending");
  expect(sent.at(-1)?.text).toContain(`/newsletter/confirm?id=${first.id}&sig=${signLink("confirm", first.id)}`);
  expect(verifyLink("confirm", first.id, signLink("confirm", first.id))).toBe(true);
  expect(verifyLink("confirm", first.id, signLink("unsubscribe", first.id))).toBe(false);

  await setSubscriberStatus(t.db, first.id, "confirmed");
  const mails = sent.length;
  await subscribe(t.db, "reader@example.com", "footer");
  expect(sent.length).toBe(mails); // already confirmed: nothing re-sent
  await setSubscriberStatus(t.db, first.id, "unsubscribed");
  const rows = await t.db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, "reader@example.com"));
  expect(rows).toHaveLength(1);
  expect(rows[0]?.status).toBe("unsubscribed");
});
