import { expect, it } from "vitest";
import { decideAttempt, SIGN_IN_PER_ACCOUNT, waitInWords } from "./attempt-rules";

it("allows five sign-in attempts per window, then refuses until the window ends", () => {
  const now = new Date("2026-03-01T10:00:00Z");
  const end = new Date("2026-03-01T10:15:00Z");
  for (let n = 1; n <= 5; n++) expect(decideAttempt(SIGN_IN_PER_ACCOUNT, n, end, now).allowed).toBe(true);
  expect(decideAttempt(SIGN_IN_PER_ACCOUNT, 6, end, now)).toEqual({ allowed: false, retryAfterSeconds: 900 });
  expect(decideAttempt(SIGN_IN_PER_ACCOUNT, 60, end, new Date("2026-03-01T10:14:59.500Z")).retryAfterSeconds).toBe(1);
});

it("says the wait in minutes", () => {
  expect(waitInWords(900)).toBe("15 minutes");
  expect(waitInWords(30)).toBe("a minute");
});
