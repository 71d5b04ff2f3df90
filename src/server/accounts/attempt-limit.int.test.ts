import { afterAll, beforeAll, expect, it } from "vitest";
import { SIGN_IN_PER_ACCOUNT } from "@/domain/accounts/attempt-rules";
import { createTestDb, type TestDb } from "../../../tests/support/test-db";
import { clearAttempts, takeAttempt } from "./attempt-limit";

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(() => t.close());

it("five attempts per address in 15 minutes, in any case of the address; then refused until the window ends", async () => {
  const now = new Date("2026-03-01T10:00:00Z");
  for (let n = 1; n <= 5; n++) {
    const email = n % 2 ? "Owner@Example.com" : " owner@example.com";
    expect((await takeAttempt(t.db, SIGN_IN_PER_ACCOUNT, email, now)).allowed, `attempt ${n}`).toBe(true);
  }
  const refused = await takeAttempt(t.db, SIGN_IN_PER_ACCOUNT, "owner@example.com", new Date("2026-03-01T10:05:00Z"));
  expect(refused).toEqual({ allowed: false, retryAfterSeconds: 600 });
  // Another address is unaffected.
  expect((await takeAttempt(t.db, SIGN_IN_PER_ACCOUNT, "other@example.com", now)).allowed).toBe(true);
  // The window ends: a fresh allowance, not a lock for good.
  const later = new Date("2026-03-01T10:15:00Z");
  expect((await takeAttempt(t.db, SIGN_IN_PER_ACCOUNT, "owner@example.com", later)).allowed).toBe(true);
});

it("parallel attempts never get more than five through", async () => {
  const now = new Date("2026-03-02T10:00:00Z");
  const answers = await Promise.all(
    Array.from({ length: 40 }, () => takeAttempt(t.db, SIGN_IN_PER_ACCOUNT, "race@example.com", now)),
  );
  expect(answers.filter((a) => a.allowed)).toHaveLength(5);
});

it("clearing forgets the count", async () => {
  const now = new Date("2026-03-03T10:00:00Z");
  for (let n = 1; n <= 6; n++) await takeAttempt(t.db, SIGN_IN_PER_ACCOUNT, "clear@example.com", now);
  await clearAttempts(t.db, SIGN_IN_PER_ACCOUNT, "clear@example.com");
  expect((await takeAttempt(t.db, SIGN_IN_PER_ACCOUNT, "clear@example.com", now)).allowed).toBe(true);
});
